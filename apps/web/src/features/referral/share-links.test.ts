import { describe, expect, it } from 'vitest';
import { SHARE_TARGETS, shareHref } from './share-links';

describe('shareHref', () => {
  const url = 'https://casino3.localhost/register?ref=AB12CD34';

  it('encodes the link and the words for every service', () => {
    const hrefs = SHARE_TARGETS.map((target) => shareHref(target, url, 'Join me & play'));
    expect(hrefs[0]).toBe(`https://wa.me/?text=Join%20me%20%26%20play%20${encodeURIComponent(url)}`);
    expect(hrefs[2]).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(hrefs[4]?.startsWith('mailto:?subject=Join%20me%20%26%20play&body=')).toBe(true);
    for (const href of hrefs) expect(href).toContain(encodeURIComponent(url));
  });
});
