// Build step (after `next build`): every text file of the build's static assets gets a brotli (strongest
// setting) and a gzip (level 9) copy beside it, `<file>.br` and `<file>.gz`, for static-assets.mjs to send.
// Their names carry a content hash, so a build's copies never go stale; compressing them once here costs a few
// seconds, compressing them per request cost the web server up to 25 ms of its one thread per script.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compressors } from './compressed-pages.mjs';

export const COMPRESSIBLE = /\.(?:js|css|json|svg|txt|map)$/;

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes the compressed copies under `dir`; returns how many files and bytes before and after (brotli). */
export async function compressStatic(dir) {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  let raw = 0;
  let br = 0;
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      const [brBytes, gzBytes] = await Promise.all([compressors.br(body), compressors.gzip(body)]);
      await Promise.all([writeFile(`${file}.br`, brBytes), writeFile(`${file}.gz`, gzBytes)]);
      raw += body.length;
      br += brBytes.length;
    }),
  );
  return { files: files.length, raw, br };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.join(import.meta.dirname, '../.next/static');
  const { files, raw, br } = await compressStatic(dir);
  console.info(`Compressed ${files} static files: ${Math.round(raw / 1024)} KB → ${Math.round(br / 1024)} KB brotli`);
}
