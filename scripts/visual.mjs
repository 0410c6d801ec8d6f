// `npm run visual [-- --update]`: every template's home and login at phone and desktop width against the reference
// screenshots in e2e/visual/references/; --update writes them anew after an intended change (e2e/visual/).
import path from 'node:path';
import { buildWeb, hasWebBuild } from './lib/felt.mjs';
import { ROOT, run } from './lib/processes.mjs';

const update = process.argv.includes('--update');
const rest = process.argv.slice(2).filter((arg) => arg !== '--update');
if (!hasWebBuild() && (await buildWeb()) !== 0) process.exit(1);
const code = await run(
  'npx',
  ['playwright', 'test', '-c', 'visual.config.ts', ...(update ? ['--update-snapshots'] : []), ...rest],
  { cwd: path.join(ROOT, 'e2e'), env: { ...process.env, CI: 'true' } },
);
if (code !== 0 && !update) {
  console.info('\nA difference that is intended is accepted with: npm run visual -- --update');
}
process.exit(code);
