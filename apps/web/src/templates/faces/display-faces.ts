import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import oswald from '@capsizecss/metrics/oswald';
import playfairDisplay from '@capsizecss/metrics/playfairDisplay';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import type { DisplayFace, FaceSubset } from './face-names';

// The display faces the templates set their headings in, self-hosted from @fontsource (docs/decisions/0050). Each
// face's files are copied into the build's static folder under a versioned name (server/copy-fonts.mjs), and its
// @font-face rules, with a fallback face whose metrics match (capsize), go into the template's own sheet, so a page
// only carries the face its template uses. Run from write-generated.ts; the pages read the generated JSON.

const require = createRequire(import.meta.url);

type Source = {
  package: string;
  stem: string;
  family: string;
  metrics: typeof oswald;
  fallback: typeof arial;
  /** The fallback's local names: the common one and its metric twin on Linux. */
  locals: readonly string[];
};

const SOURCES: Record<DisplayFace, Source> = {
  serif: {
    package: '@fontsource-variable/playfair-display',
    stem: 'playfair-display',
    family: 'Playfair Display Variable',
    metrics: playfairDisplay,
    fallback: timesNewRoman,
    locals: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif'],
  },
  condensed: {
    package: '@fontsource-variable/oswald',
    stem: 'oswald',
    family: 'Oswald Variable',
    metrics: oswald,
    fallback: arial,
    locals: ['Arial', 'ArialMT', 'Liberation Sans'],
  },
};

const SUBSETS: readonly FaceSubset[] = ['latin', 'latin-ext', 'cyrillic', 'vietnamese'];

export type FaceFile = { url: string; source: string };
export type GeneratedFace = { css: string; files: Record<FaceSubset, FaceFile> };

/** The subset's unicode-range, as the package's own stylesheet gives it. */
function unicodeRange(packageCss: string, stem: string, subset: FaceSubset): string {
  const block = packageCss.split('@font-face').find((b) => b.includes(`${stem}-${subset}-wght-normal.woff2`));
  const range = block?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`${stem}: no unicode-range for ${subset}`);
  return range.trim();
}

function generateFace(face: DisplayFace): GeneratedFace {
  const source = SOURCES[face];
  const root = require.resolve(`${source.package}/package.json`).replace(/package\.json$/, '');
  const version = (JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string }).version;
  const packageCss = readFileSync(`${root}wght.css`, 'utf8');
  const files = {} as Record<FaceSubset, FaceFile>;
  const rules: string[] = [];
  for (const subset of SUBSETS) {
    const name = `${source.stem}-${subset}-wght-normal`;
    const url = `/_next/static/fonts/${name}.${version}.woff2`;
    files[subset] = { url, source: `${source.package}/files/${name}.woff2` };
    // optional: a face that misses the first paint waits for the next page rather than shifting this one.
    rules.push(
      `@font-face{font-family:"${source.family}";font-style:normal;font-weight:400 900;font-display:optional;` +
        `src:url(${url}) format("woff2");unicode-range:${unicodeRange(packageCss, source.stem, subset)}}`,
    );
  }
  const { fontFaces } = createFontStack([source.metrics, source.fallback], { fontFaceFormat: 'styleObject' });
  for (const fallback of fontFaces) {
    const rule = fallback['@font-face'];
    const locals = source.locals.map((name) => `local("${name}")`).join(',');
    rules.push(
      `@font-face{font-family:"${source.metrics.familyName} Fallback";src:${locals};` +
        `ascent-override:${rule.ascentOverride};descent-override:${rule.descentOverride};` +
        `line-gap-override:${rule.lineGapOverride};size-adjust:${rule.sizeAdjust}}`,
    );
  }
  return { css: rules.join(''), files };
}

/** Every display face's rules and files, by face: the generated JSON's content. */
export function displayFacesJson(): string {
  const faces = Object.fromEntries((Object.keys(SOURCES) as DisplayFace[]).map((face) => [face, generateFace(face)]));
  return `${JSON.stringify(faces, null, 2)}\n`;
}
