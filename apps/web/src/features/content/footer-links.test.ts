import type { Cms } from '@felt/contract';
import { describe, expect, it } from 'vitest';
import { FOOTER_LINKS, visibleFooterLinks } from './footer-links';

const on = { en_body: '<p>x</p>', local_body: '', status: true };
const off = { ...on, status: false };
const cms = (overrides: Partial<Cms>): Cms => ({
  about_us: on,
  privacy_policy: on,
  banking: on,
  faqs: on,
  responsible_gaming: on,
  ...overrides,
});
const keys = (links: ReturnType<typeof visibleFooterLinks>) => links.map(([key]) => key);

describe('visibleFooterLinks', () => {
  it('shows every link when every page is on, or when the CMS is unknown', () => {
    expect(visibleFooterLinks(cms({}))).toEqual([...FOOTER_LINKS]);
    expect(visibleFooterLinks(null)).toEqual([...FOOTER_LINKS]);
  });

  it('drops the links of text-only pages that are off', () => {
    expect(keys(visibleFooterLinks(cms({ faqs: off, about_us: off, privacy_policy: off })))).toEqual([
      'banking',
      'responsible',
      'terms',
      'contact',
    ]);
  });

  it('keeps /banking and /responsible-gaming, which carry tools as well as text', () => {
    expect(keys(visibleFooterLinks(cms({ banking: off, responsible_gaming: off })))).toEqual(
      FOOTER_LINKS.map(([key]) => key),
    );
  });
});
