// What `npm test` needs besides running commands: the workspaces, which services are up,
// and the counts read from the JSON reports of vitest and Playwright.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './processes.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Workspaces of the root package.json (plain folders or `dir/*`) as { name, dir, scripts }. */
export function workspaces() {
  const dirs = readJson(path.join(ROOT, 'package.json')).workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(path.join(ROOT, parent)).map((name) => `${parent}/${name}`);
  });
  return dirs
    .filter((dir) => existsSync(path.join(ROOT, dir, 'package.json')))
    .map((dir) => {
      const pkg = readJson(path.join(ROOT, dir, 'package.json'));
      return { name: pkg.name, dir, scripts: pkg.scripts ?? {} };
    });
}

/** True when something accepts TCP connections on host:port within a second. */
export function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.on('connect', () => done(true));
    socket.on('timeout', () => done(false));
    socket.on('error', () => done(false));
  });
}

// The first line of a failure, short enough for the summary (the full text is above it in the log).
const firstLine = (messages) => (messages ?? []).join('\n').split('\n')[0].slice(0, 200);

/** Counts from a vitest JSON report, with the files whose tests were all skipped and one line per failure. */
export function vitestCounts(file) {
  const report = readJson(file);
  const counts = { passed: 0, failed: 0, skipped: 0, skippedFiles: [], failures: [] };
  for (const result of report.testResults ?? []) {
    const statuses = (result.assertionResults ?? []).map((test) => test.status);
    const skipped = statuses.filter((status) => ['skipped', 'pending', 'todo'].includes(status)).length;
    counts.passed += statuses.filter((status) => status === 'passed').length;
    counts.skipped += skipped;
    // A file that failed to load has no test results but still failed.
    counts.failed += Math.max(
      statuses.filter((status) => status === 'failed').length,
      result.status === 'failed' ? 1 : 0,
    );
    const file = path.relative(ROOT, result.name);
    for (const test of result.assertionResults ?? []) {
      if (test.status === 'failed')
        counts.failures.push(`${file} › ${test.fullName}: ${firstLine(test.failureMessages)}`);
    }
    if (statuses.length === 0 && result.status === 'failed')
      counts.failures.push(`${file}: ${firstLine([result.message])}`);
    if (skipped > 0 && skipped === statuses.length) {
      counts.skippedFiles.push({ file, tests: skipped });
    }
  }
  return counts;
}

/** Counts from a Playwright JSON report; a test that passed on retry counts as passed and is named. */
export function playwrightCounts(file) {
  const report = readJson(file);
  const stats = report.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
    flaky: stats.flaky ?? 0,
    errors: (report.errors ?? []).map((error) => error.message ?? String(error)),
    failures: playwrightSpecs(report.suites ?? [], 'unexpected'),
    flakyTests: playwrightSpecs(report.suites ?? [], 'flaky'),
  };
}

/** `file › title` of every Playwright test whose outcome is `outcome` ('unexpected', 'flaky'). */
function playwrightSpecs(suites, outcome) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => (spec.tests ?? []).some((test) => test.status === outcome))
      .map((spec) => `e2e/${spec.file} › ${spec.title}`),
    ...playwrightSpecs(suite.suites ?? [], outcome),
  ]);
}
