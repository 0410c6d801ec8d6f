import type { Cms } from '@felt/contract';
import { describe, expect, it } from 'vitest';
import { cmsBodyOf, cmsPageOff, readerBody } from './cms-text';

const entry = (en_body: string, local_body = '', status = true) => ({ en_body, local_body, status });
const cms = (overrides: Partial<Cms> = {}): Cms => ({
  about_us: entry('<p>About</p>', '<p>关于</p>'),
  privacy_policy: entry('<p>Privacy</p>'),
  banking: entry('<p>Banking</p>'),
  faqs: entry('<p>FAQ</p>', '', false),
  responsible_gaming: entry('<p>RG</p>'),
  ...overrides,
});

describe('readerBody', () => {
  it('gives English readers the English body and others the local body when there is one', () => {
    expect(readerBody(entry('<p>Hi</p>', '<p>你好</p>'), 'en')).toBe('<p>Hi</p>');
    expect(readerBody(entry('<p>Hi</p>', '<p>你好</p>'), 'cn')).toBe('<p>你好</p>');
    expect(readerBody(entry('<p>Hi</p>', '   '), 'vi')).toBe('<p>Hi</p>');
  });

  it('sanitizes, and is null when nothing is left', () => {
    expect(readerBody(entry('<p onclick="x()">Hi</p><script>x()</script>'), 'en')).toBe('<p>Hi</p>');
    expect(readerBody(entry('<script>x()</script>'), 'en')).toBeNull();
    expect(readerBody(entry(''), 'en')).toBeNull();
  });
});

describe('cmsBodyOf and cmsPageOff', () => {
  it('has no body for a page that is off, and says it is off', () => {
    expect(cmsBodyOf(cms(), 'faqs', 'en')).toBeNull();
    expect(cmsPageOff(cms(), 'faqs')).toBe(true);
    expect(cmsBodyOf(cms(), 'about_us', 'cn')).toBe('<p>关于</p>');
    expect(cmsPageOff(cms(), 'about_us')).toBe(false);
  });

  it('counts an unknown CMS as on, with no body', () => {
    expect(cmsPageOff(null, 'about_us')).toBe(false);
    expect(cmsBodyOf(null, 'about_us', 'en')).toBeNull();
  });
});
