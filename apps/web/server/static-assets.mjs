// The build's static assets (/_next/static/, content-hashed names) sent from memory in the copies the build
// compressed once (compress-static.mjs): the strongest brotli instead of the compression middleware's quick
// one, and neither compression nor a file read on the server's one thread while a first visit's page waits for
// its stylesheet and font. A text file without copies and anything but GET and HEAD go to Next.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { COMPRESSIBLE } from './compress-static.mjs';
import { encodingFor } from './compressed-pages.mjs';
import { SECURITY_HEADERS } from './security-headers.mjs';

const PREFIX = '/_next/static/';
const TYPES = {
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=UTF-8',
  '.map': 'application/json; charset=UTF-8',
};

/**
 * Reads the build's static files under `dir` (.next/static) into memory, url path → { raw, br?, gzip?, type }:
 * text files with their compressed copies (none without them), the rest (fonts, pictures) as they are.
 */
export async function loadStaticAssets(dir) {
  const assets = new Map();
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch {
    return assets;
  }
  const files = entries
    .filter((entry) => entry.isFile() && TYPES[path.extname(entry.name)])
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const url = PREFIX + path.relative(dir, file).split(path.sep).join('/');
      const type = TYPES[path.extname(file)];
      try {
        const raw = await readFile(file);
        if (!COMPRESSIBLE.test(file)) return void assets.set(url, { raw, type });
        const [br, gzip] = await Promise.all([readFile(`${file}.br`), readFile(`${file}.gz`)]);
        assets.set(url, { raw, br, gzip, type });
      } catch {
        // A text file without copies (a build without the compression step): Next sends it.
      }
    }),
  );
  return assets;
}

/** Answers `req` from `assets` and returns true, or returns false and leaves it to Next. */
export function sendStaticAsset(assets, req, res) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(PREFIX)) return false;
  const asset = assets.get(req.url.split('?', 1)[0]);
  if (!asset) return false;
  // The pages' own choice (brotli preferred); a browser that takes neither gets the file itself.
  const encoding = (asset.br && encodingFor(req, res)) || 'identity';
  const body = encoding === 'identity' ? asset.raw : asset[encoding];
  for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
  res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  res.setHeader('content-type', asset.type);
  if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', body.length);
  if (asset.br) res.setHeader('vary', 'Accept-Encoding');
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
