import { readFileSync } from 'node:fs';
import path from 'node:path';
import { preload } from 'react-dom';

// next/font preloads a page's fonts by looking the page's file up in its build manifest, but the tenant pages
// live under the folder `%5Ft` (a literal `_t`) while the manifest names it `_t`: the lookup misses and the
// served page carried no preload, so the Latin face was asked for only once the stylesheet was parsed (about
// 300 ms after the page on loopback, later on a phone) and, with `display: optional`, mostly missed the first
// paint. The faces the manifest lists (those with `preload` on) are preloaded here instead, the same way.

let kept: string[] | undefined;

/** The font files of the build's manifest, as /_next/ paths; none when the manifest cannot be read. */
function manifestFonts(): string[] {
  if (kept) return kept;
  try {
    const file = path.join(process.cwd(), '.next/server/next-font-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { app: Record<string, string[]> };
    kept = [...new Set(Object.values(manifest.app).flat())].map((name) => `/_next/${name}`);
  } catch {
    kept = [];
  }
  return kept;
}

/** Asks React to put a preload of each font the build preloads into the page's head. */
export function preloadFonts(): void {
  for (const href of manifestFonts()) {
    preload(href, { as: 'font', type: `font/${path.extname(href).slice(1)}`, crossOrigin: 'anonymous' });
  }
}
