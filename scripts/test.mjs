// `npm test` (CI runs exactly this): lint and format, typecheck, unit tests, next build, end-to-end tests.
// Stops at the first failing step and ends with a summary whose last line is "N passed, N failed".
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWeb, CHROMIUM } from './lib/felt.mjs';
import { run } from './lib/processes.mjs';
import { playwrightCounts, reachable, vitestCounts, workspaces } from './lib/test-report.mjs';

const reports = mkdtempSync(path.join(os.tmpdir(), 'felt-test-'));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const notes = [];
const skippedSuites = [];
// Named again at the end, so a failure far up a long log is found from the summary alone.
const failures = [];

/** Where a service is expected: its URL variable when set, else the address DESIGN.md 8 gives. */
function address(url, port) {
  const parsed = url ? new URL(url) : null;
  return { host: parsed?.hostname || '127.0.0.1', port: Number(parsed?.port || port) };
}

/** PostgreSQL and Redis are used when they answer; the suites that need them skip themselves otherwise. */
async function detectServices() {
  const services = [
    {
      name: 'PostgreSQL',
      ...address(env.DATABASE_URL, 5432),
      match: /postgres|\bpg\b/i,
      skips: 'the PostgreSQL runs of the database suites are skipped (PGlite only)',
    },
    {
      name: 'Redis',
      ...address(env.REDIS_URL, 6379),
      match: /redis/i,
      skips: 'the suites that need Redis are skipped',
    },
  ];
  for (const service of services) {
    service.up = await reachable(service.host, service.port);
    const where = `${service.name} at ${service.host}:${service.port}`;
    notes.push(
      service.up ? `${where} reachable: the suites that need it use it.` : `${where} not reachable: ${service.skips}.`,
    );
  }
  return services;
}

const simple = (command, args) => async () => ({ ok: (await run(command, args, { env })) === 0 });

async function unitTests(services) {
  const total = { ok: true, passed: 0, failed: 0, skipped: 0 };
  for (const workspace of workspaces().filter((ws) => ws.scripts.test?.startsWith('vitest'))) {
    console.info(`\n── ${workspace.name}`);
    const report = path.join(reports, `${workspace.dir.replaceAll('/', '-')}.json`);
    const args = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
    const code = await run('npm', ['run', 'test', '-w', workspace.name, '--', ...args], { env });
    const counts = existsSync(report)
      ? vitestCounts(report)
      : { passed: 0, failed: 1, skipped: 0, skippedFiles: [], failures: [`${workspace.name}: no report`] };
    failures.push(...counts.failures);
    total.ok &&= code === 0;
    total.passed += counts.passed;
    total.failed += Math.max(counts.failed, code === 0 ? 0 : 1);
    total.skipped += counts.skipped;
    for (const { file, tests } of counts.skippedFiles) {
      const down = services.find((service) => !service.up && service.match.test(file));
      const why = down ? `${down.name} not reachable` : 'skipped by the suite itself';
      skippedSuites.push(`${file} (${tests} tests): ${why}`);
    }
  }
  return total;
}

async function e2eTests() {
  if (!existsSync(CHROMIUM.path)) {
    console.error(`Chromium not found at ${CHROMIUM.path}; install the Debian package: apt-get install -y chromium`);
    return { ok: false };
  }
  const report = path.join(reports, 'e2e.json');
  const e2eEnv = { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: report };
  const args = ['run', 'test:e2e', '-w', '@felt/e2e', '--', '--reporter=list,json'];
  const code = await run('npm', args, { env: e2eEnv });
  if (!existsSync(report)) {
    console.error('Playwright wrote no JSON report, so its results are unknown.');
    return { ok: false };
  }
  const counts = playwrightCounts(report);
  for (const error of counts.errors) console.error(error);
  if (counts.flaky > 0)
    notes.push(`${counts.flaky} end-to-end test(s) passed only on retry: ${counts.flakyTests.join('; ')}`);
  failures.push(...counts.failures);
  if (counts.skipped > 0) skippedSuites.push(`end-to-end: ${counts.skipped} tests marked skip in the specs`);
  return { ok: code === 0, ...counts, failed: Math.max(counts.failed, code === 0 ? 0 : 1) };
}

const services = await detectServices();
const steps = [
  { name: 'lint and format', detail: 'biome check .', run: simple('biome', ['check', '.']) },
  {
    name: 'typecheck',
    detail: 'every workspace',
    run: simple('npm', ['run', 'typecheck', '--workspaces', '--if-present']),
  },
  { name: 'unit tests', detail: 'vitest, every workspace', run: () => unitTests(services) },
  { name: 'web build', detail: 'next build', run: async () => ({ ok: (await buildWeb()) === 0 }) },
  { name: 'end-to-end', detail: 'Playwright in Chromium', run: e2eTests },
];

const results = [];
for (const step of steps) {
  if (results.some((result) => !result.ok)) {
    results.push({ step, ran: false });
    continue;
  }
  console.info(`\n━━ ${step.name} (${step.detail})`);
  const started = Date.now();
  const result = await step.run();
  results.push({ step, ran: true, ...result, seconds: Math.round((Date.now() - started) / 1000) });
  if (!result.ok) console.error(`\n✗ ${step.name} failed; the remaining steps are not run.`);
}
rmSync(reports, { recursive: true, force: true });

let passed = 0;
let failed = 0;
console.info('\nSummary');
for (const result of results) {
  const label = result.step.name.padEnd(16);
  if (!result.ran) {
    console.info(`  - ${label} not run: an earlier step failed`);
    continue;
  }
  const counted = result.passed !== undefined;
  passed += counted ? result.passed : result.ok ? 1 : 0;
  failed += counted ? result.failed : result.ok ? 0 : 1;
  const tests = counted ? `${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped` : '';
  console.info(`  ${result.ok ? '✓' : '✗'} ${label} ${tests || result.step.detail} (${result.seconds} s)`);
}
for (const suite of skippedSuites) console.info(`  Skipped: ${suite}`);
for (const note of notes) console.info(`  ${note}`);
for (const failure of failures) console.info(`  Failed: ${failure}`);
console.info('  (every unit and end-to-end test counts once, every other step once)');
console.info(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || results.some((result) => !result.ok) ? 1 : 0);
