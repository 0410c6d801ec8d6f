import { readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { Context } from 'hono';
import { PLATFORM_ROOT } from '../paths';

// The games' scripts, styles, pictures and words, read from disk once and kept (a handful of small files).
// Only known kinds are served, and nothing outside the folder.

export const ASSETS_DIR = join(PLATFORM_ROOT, 'src/demo-provider/assets/');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/** Short: the files have no content hash in their names, and a deploy should reach players soon. */
const CACHE = 'public, max-age=300';

const cache = new Map<string, Buffer>();

/** Found files are kept; misses are not, so odd names cannot grow the cache. */
function read(name: string): Buffer | null {
  const kept = cache.get(name);
  if (kept) return kept;
  const path = normalize(join(ASSETS_DIR, name));
  if (!path.startsWith(ASSETS_DIR) || !TYPES[extname(path)]) return null;
  try {
    const body = readFileSync(path);
    cache.set(name, body);
    return body;
  } catch {
    return null;
  }
}

/** GET /demo/assets/<name>; null when there is no such file. */
export function serveAsset(c: Context, name: string): Response | null {
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)?\.[a-z]+$/.test(name)) return null;
  const body = read(name);
  if (!body) return null;
  return c.body(new Uint8Array(body), 200, {
    'Content-Type': TYPES[extname(name)]!,
    'Cache-Control': CACHE,
    'X-Content-Type-Options': 'nosniff',
    // An SVG opened on its own runs nothing.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
}
