// `npm run gallery`: screenshots of all 110 skins (22 templates × 5 colours) at phone and desktop width on the
// home page, a lobby and the login page, with a contact sheet per page and width, into gallery/ (e2e/gallery/).
import path from 'node:path';
import { buildWeb, hasWebBuild } from './lib/felt.mjs';
import { ROOT, run } from './lib/processes.mjs';

if (!hasWebBuild() && (await buildWeb()) !== 0) process.exit(1);
const code = await run('npx', ['playwright', 'test', '-c', 'gallery.config.ts', ...process.argv.slice(2)], {
  cwd: path.join(ROOT, 'e2e'),
  env: { ...process.env, CI: 'true' },
});
if (code === 0) console.info(`\nGallery: ${path.join(ROOT, 'gallery')} (contact-<page>-<width>.png, <page>/<width>/)`);
process.exit(code);
