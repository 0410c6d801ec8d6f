import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// The web app's source tree as the tests that check its shape read it (structure.test.ts, stylesheets.test.ts).

export const SRC = path.resolve(import.meta.dirname, '..');

/** A path relative to src/. */
export const rel = (file: string) => path.relative(SRC, file);

/** Every file under `dir` whose name `accept` takes, at any depth. */
export function filesUnder(dir: string, accept: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, accept);
    return accept(entry.name) ? [full] : [];
  });
}

/** The file an import of `spec` from `from` (absolute) names, or null for a package or a file that is not there. */
export function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(SRC, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const suffix of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    try {
      if (statSync(base + suffix).isFile()) return base + suffix;
    } catch {}
  }
  return null;
}
