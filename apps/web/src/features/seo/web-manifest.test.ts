import { describe, expect, it } from 'vitest';
import { NEUTRAL_COLORS, shortNameOf, webManifest } from './web-manifest';

describe('webManifest', () => {
  it('starts at home, standalone, with the site icon before the shipped one', () => {
    const manifest = webManifest({ site_name: 'Lucky Lantern', manifest_icon: '/api/media/icon.png' }, NEUTRAL_COLORS);
    expect(manifest).toMatchObject({
      name: 'Lucky Lantern',
      short_name: 'Lucky',
      start_url: '/',
      display: 'standalone',
      theme_color: NEUTRAL_COLORS.theme,
    });
    expect(manifest.icons).toEqual([
      { src: '/api/media/icon.png', sizes: 'any', type: 'image/png' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ]);
  });

  it('keeps the shipped icon alone when the site has none', () => {
    expect(webManifest({ site_name: 'X', manifest_icon: '' }, NEUTRAL_COLORS).icons).toHaveLength(1);
  });
});

describe('shortNameOf', () => {
  it('keeps short names and cuts long ones at a word', () => {
    expect(shortNameOf('Jade Club')).toBe('Jade Club');
    expect(shortNameOf('Golden Reef Casino')).toBe('Golden Reef');
    expect(shortNameOf('Supercalifragilistic')).toBe('Supercalifragilistic');
  });
});
