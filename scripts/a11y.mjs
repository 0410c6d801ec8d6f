// `npm run a11y`: axe (WCAG 2.2 AA) on every route × every template, as a guest and as a player, at phone and
// desktop width — the full matrix that `npm test` samples — then one table: a row per route, a column per template,
// each cell the violations found over both widths and both visitors ("·" when none). `--lang` picks the languages
// (English by default): `--lang=own` reads each template in its site's own language (the 22 cover the other 10),
// `--lang=all` in every language its site speaks, `--lang=cn` in one. Other arguments go to Playwright (e.g.
// `npm run a11y -- --grep casino3`).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWeb } from './lib/felt.mjs';
import { ROOT, run } from './lib/processes.mjs';

const langArgument = process.argv.slice(2).findIndex((arg) => arg === '--lang' || arg.startsWith('--lang='));
const playwrightArgs = process.argv.slice(2);
let lang = 'en';
if (langArgument >= 0) {
  const [flag] = playwrightArgs.splice(langArgument, 1);
  lang = flag.includes('=') ? flag.slice('--lang='.length) : (playwrightArgs.splice(langArgument, 1)[0] ?? '');
}
// The shipped languages: one folder of messages each.
const LANGS = readdirSync(path.join(ROOT, 'apps/web/messages')).sort();
if (!['own', 'all', ...LANGS].includes(lang)) {
  console.error(`--lang takes own, all or one of ${LANGS.join(', ')}; not "${lang}".`);
  process.exit(2);
}

const reports = mkdtempSync(path.join(os.tmpdir(), 'felt-a11y-'));
const report = path.join(reports, 'a11y.json');

if ((await buildWeb()) !== 0) {
  console.error('The web build failed; nothing was checked.');
  process.exit(1);
}
const code = await run(
  'npx',
  ['playwright', 'test', 'tests/a11y-matrix.spec.ts', '--reporter=dot,json', ...playwrightArgs],
  {
    cwd: path.resolve(import.meta.dirname, '../e2e'),
    env: { ...process.env, CI: 'true', FELT_A11Y: 'full', FELT_A11Y_LANG: lang, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
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

const walked = [...new Set(rows.map((r) => r.lang))].sort();
console.info(
  `\nWCAG 2.2 AA violations (axe), both widths, both visitors and every language walked (${walked.join(', ')}) summed;` +
    ` "·" none, "-" not visited`,
);
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
for (const l of walked) {
  const mine = rows.filter((r) => r.lang === l);
  const themesIn = new Set(mine.map((r) => r.theme)).size;
  console.info(
    `  ${l.padEnd(4)} ${String(mine.length).padStart(5)} pages on ${themesIn} templates, ${mine.filter((r) => r.violations > 0).length} with violations`,
  );
}
process.exit(code === 0 && dirty.length === 0 ? 0 : 1);
