// `npm run a11y`: axe (WCAG 2.2 AA) on every route × every template, as a guest and as a player, at phone and
// desktop width — the full matrix that `npm test` samples — then one table: a row per route, a column per template,
// each cell the violations found over both widths and both visitors ("·" when none). Extra arguments go to
// Playwright (e.g. `npm run a11y -- --grep casino3`).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWeb } from './lib/felt.mjs';
import { run } from './lib/processes.mjs';

const reports = mkdtempSync(path.join(os.tmpdir(), 'felt-a11y-'));
const report = path.join(reports, 'a11y.json');

if ((await buildWeb()) !== 0) {
  console.error('The web build failed; nothing was checked.');
  process.exit(1);
}
const code = await run(
  'npx',
  ['playwright', 'test', 'tests/a11y-matrix.spec.ts', '--reporter=dot,json', ...process.argv.slice(2)],
  {
    cwd: path.resolve(import.meta.dirname, '../e2e'),
    env: { ...process.env, CI: 'true', FELT_A11Y: 'full', PLAYWRIGHT_JSON_OUTPUT_FILE: report },
  },
);

/** Every `a11y` annotation of every test result in the report. */
function findings(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? []).flatMap((t) =>
        (t.results ?? []).flatMap((result) =>
          (result.annotations ?? []).filter((a) => a.type === 'a11y').map((a) => JSON.parse(a.description)),
        ),
      ),
    ),
    ...findings(suite.suites ?? []),
  ]);
}

let rows = [];
try {
  rows = findings(JSON.parse(readFileSync(report, 'utf8')).suites ?? []);
} catch {
  console.error('Playwright wrote no report.');
}
rmSync(reports, { recursive: true, force: true });

const themes = [...new Set(rows.map((r) => r.theme))].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
const paths = [...new Set(rows.map((r) => r.path))];
const short = (theme) => theme.replace('casino', 'c').replace('sportsbook', 'sb').replace('slot', 's');
const cell = (found) => (found === undefined ? '-' : found === 0 ? '·' : String(found));
const pathWidth = Math.max(...paths.map((p) => p.length), 5);

console.info(`\nWCAG 2.2 AA violations (axe), both widths and both visitors summed; "·" none, "-" not visited`);
console.info(`${'route'.padEnd(pathWidth)} ${themes.map((t) => short(t).padStart(4)).join('')}`);
for (const p of paths) {
  const cells = themes.map((theme) => {
    const mine = rows.filter((r) => r.path === p && r.theme === theme);
    return cell(mine.length === 0 ? undefined : mine.reduce((sum, r) => sum + r.violations, 0)).padStart(4);
  });
  console.info(`${p.padEnd(pathWidth)} ${cells.join('')}`);
}
const dirty = rows.filter((r) => r.violations > 0);
console.info(`\n${rows.length} pages checked, ${dirty.length} with violations, ${rows.length - dirty.length} clean.`);
process.exit(code === 0 && dirty.length === 0 ? 0 : 1);
