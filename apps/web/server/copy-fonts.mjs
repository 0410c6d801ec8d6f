// After `next build`: copies the templates' display faces (styles/display-faces.generated.json) from their
// @fontsource packages into the build's static folder, under the versioned names the rules ask for, where the
// server sends them from memory as immutable (static-assets.mjs).
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const faces = JSON.parse(
  await readFile(path.join(here, '../src/templates/styles/display-faces.generated.json'), 'utf8'),
);
const target = path.join(here, '../.next/static/fonts');
await mkdir(target, { recursive: true });
let count = 0;
for (const face of Object.values(faces)) {
  for (const { url, source } of Object.values(face.files)) {
    await copyFile(require.resolve(source), path.join(target, path.basename(url)));
    count += 1;
  }
}
console.info(`Copied ${count} display-face files into .next/static/fonts`);
