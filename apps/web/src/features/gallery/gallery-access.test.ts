import { describe, expect, it } from 'vitest';
import { galleryServed, isGalleryPath } from './gallery-access';

// Where the gallery is served: in demo mode everywhere; otherwise only on a host that is no site.

describe('the gallery', () => {
  it('is served on any host in demo mode', () => {
    for (const host of ['ready', 'unknown', 'down'] as const) expect(galleryServed(true, host)).toBe(true);
  });

  it('is served outside demo mode only where the host names no site', () => {
    expect(galleryServed(false, 'unknown')).toBe(true);
    expect(galleryServed(false, 'ready')).toBe(false);
    // A platform that cannot say whether the host is a site: better not.
    expect(galleryServed(false, 'down')).toBe(false);
  });

  it('lives under /gallery', () => {
    expect(isGalleryPath('/gallery')).toBe(true);
    expect(isGalleryPath('/gallery/key')).toBe(true);
    expect(isGalleryPath('/gallery-x')).toBe(false);
    expect(isGalleryPath('/cn/gallery')).toBe(false);
  });
});
