import { readFileSync } from 'node:fs';
import { LOCALES } from '@felt/contract/tables';
import { describe, expect, it } from 'vitest';
import { localeIconSrc } from './locale-icon';

// SPEC 3: every language has an icon named after it, served by the site itself (the page policy allows
// same-origin images only).
const publicDir = new URL('../../../public', import.meta.url);
const read = (src: string) => readFileSync(new URL(`.${src}`, `${publicDir.href}/`), 'utf8');

describe('language icons', () => {
  it('are named after each language, one file each', () => {
    expect(LOCALES.map((l) => [l.code, l.icon])).toEqual([
      ['EN', 'english.svg'],
      ['PHP', 'filipino.svg'],
      ['CN', 'chinese.svg'],
      ['ESP', 'spanish.svg'],
      ['RUS', 'russian.svg'],
      ['VI', 'vietnamese.svg'],
      ['MS', 'malay.svg'],
      ['NE', 'nepali.svg'],
      ['MMK', 'burmese.svg'],
      ['MNT', 'mongolian.svg'],
      ['IDR', 'indonesian.svg'],
    ]);
  });

  it.each(LOCALES.map((l) => [l.code, l] as const))('%s has a self-contained SVG under /locales/', (_, entry) => {
    expect(localeIconSrc(entry)).toBe(`/locales/${entry.icon}`);
    const svg = read(localeIconSrc(entry));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // Nothing that would fetch from elsewhere or run: no links, no scripts, no embedded images.
    expect(svg).not.toMatch(/<script|href=|<image|url\(/i);
  });
});
