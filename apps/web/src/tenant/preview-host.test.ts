import { describe, expect, it } from 'vitest';
import { previewDomain, previewFrameAncestor, previewHost, previewOf } from './preview-host';

// The framing rule: a preview site (g-<theme>-<colour>.<rest>, known theme and colour) may be framed by the
// gallery on <rest>, same port; every other page by nobody.

describe('preview sites', () => {
  it('are named after the skin and the gallery’s domain', () => {
    expect(previewDomain({ theme: 'casino3', color: 'gold' }, 'localhost')).toBe('g-casino3-gold.localhost');
    expect(previewHost({ theme: 'slot3', color: 'neon' }, 'localhost:3000')).toBe('g-slot3-neon.localhost:3000');
    expect(previewHost({ theme: 'slot3', color: 'neon' }, 'ops.example.com')).toBe('g-slot3-neon.ops.example.com');
    expect(previewOf('g-sportsbook2-volt.ops.example.com')).toEqual({
      theme: 'sportsbook2',
      color: 'volt',
      galleryDomain: 'ops.example.com',
    });
  });

  it('may be framed by their gallery only: same port, no scheme named (the page’s own then)', () => {
    expect(previewFrameAncestor('g-casino3-gold.localhost:3000')).toBe('localhost:3000');
    expect(previewFrameAncestor('G-Slot3-Neon.Localhost:3710')).toBe('localhost:3710');
    expect(previewFrameAncestor('g-casino3-gold.ops.example.com')).toBe('ops.example.com');
  });

  it('framed by a look-alike’s own parent only, which gains nothing', () => {
    expect(previewFrameAncestor('g-casino3-gold.evil.localhost:3000')).toBe('evil.localhost:3000');
  });

  it('are no other host: an unknown theme or colour, a colour of another family, a bare label', () => {
    for (const host of [
      'g-nottheme-x.localhost',
      'g-casino3-blue.localhost',
      'g-casino3-neon.localhost:3000',
      'g-casino3-gold',
      'g-casino3-gold.',
      'x-casino3-gold.localhost',
      'casino3.localhost:3000',
      'localhost:3000',
      'g-casino3-gold.local host',
      '',
    ]) {
      expect(previewFrameAncestor(host), host).toBeNull();
    }
  });
});
