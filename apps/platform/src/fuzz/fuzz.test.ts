import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck, problemCount } from '../db/queries/ledger-check';
import { callName, callsOf, type FuzzCall, type OpenApiDocument } from './calls';
import { NAUGHTY_STRINGS, POLLUTION_KEY } from './corpus';
import { type FuzzCase, generateCases } from './generate';
import { isServerFailure, problemsOf } from './oracle';
import { openTarget, revivePlayers, SLOTS, send, type Target } from './platform-target';
import { render } from './render';
import { distinct, type Finding, failureMessage, finding, fuzzSettings, keep, loggedError } from './report';

// Hostile bodies on every call of the served OpenAPI document, straight at the platform (no web tier): see
// generate.ts for what is sent and oracle.ts for what every answer must be. Then the ledger must still balance.
// FELT_FUZZ_SEED=<n> repeats a run, FELT_FUZZ_RUNS=<n> changes its size.

const settings = fuzzSettings(10_000);
/** How to run this suite again, for the failure message (from apps/platform). */
const COMMAND = 'npx vitest run src/fuzz';
/** A case that gets no answer in this time counts as a hung request. */
const CASE_TIMEOUT_MS = 15_000;
/** How often the live players are checked and replaced when a case logged them out or excluded them. */
const REVIVE_EVERY = 250;

const timeout = (ms: number) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref());

const address = (c: FuzzCase) => [`address ${JSON.stringify(c.clientAddress.slice(0, 40))}`];

const polluted = () => POLLUTION_KEY in Object.prototype || POLLUTION_KEY in ({} as Record<string, unknown>);

describe('hostile bodies on every call', () => {
  let target: Target;
  let calls: FuzzCall[];

  beforeAll(async () => {
    target = await openTarget();
    const doc = (await (await target.h.app.request('/api/openapi.json')).json()) as OpenApiDocument;
    calls = callsOf(doc);
  }, 120_000);

  afterAll(async () => {
    await target?.h.database.close();
  });

  it('answers every one in JSON, without a crash or a leak, and leaves the ledger sound', async () => {
    const { seed, runs } = settings;
    console.info(
      `fuzz: seed ${seed}, ${runs} bodies, ${NAUGHTY_STRINGS.length} naughty strings (FELT_FUZZ_SEED=${seed})`,
    );
    const started = Date.now();
    const ctx = { sites: target.sites, slots: SLOTS, known: target.known };
    const cases = generateCases(calls, ctx, seed, runs).filter(keep(settings));
    const failures: Finding[] = [];
    const serverErrors: Finding[] = [];
    const covered = new Set<string>();
    const succeeded = new Set<string>();
    const spent = new Map<string, number>();
    let sent = 0;

    for (const c of cases) {
      if (sent > 0 && sent % REVIVE_EVERY === 0) await revivePlayers(target, sent / REVIVE_EVERY);
      const player = c.slot === null ? null : (target.players[c.slot] ?? null);
      const other = target.sites.find((s) => s.domain_name !== player?.domain_name)?.domain_name ?? '';
      const rendered = render(c, player, other);
      const logged = target.errors.length;
      let status = 0;
      let text = '';
      let problems: string[];
      const began = performance.now();
      try {
        const res = await Promise.race([send(target, c, rendered), timeout(CASE_TIMEOUT_MS)]);
        status = res.status;
        text = await res.text();
        const exchange = {
          method: rendered.method,
          path: rendered.path,
          sent: `${rendered.path}\n${rendered.text}`,
          status,
          contentType: res.headers.get('content-type'),
          text,
        };
        problems = problemsOf(exchange);
        if (isServerFailure(exchange)) {
          const error = loggedError(target.errors.slice(logged));
          const found = finding(c, rendered, status, text, [`the app threw: ${error}`], address(c));
          // Variable parts (numbers, parameters) out, so the same fault on other inputs counts as one.
          serverErrors.push({
            ...found,
            kind: `${callName(c.call)} ${error.replace(/params:.*|\d+/g, '').slice(0, 120)}`,
          });
        }
      } catch (error) {
        problems = [`the request threw: ${(error as Error).message}`];
      }
      if (polluted()) problems.push(`Object.prototype gained ${POLLUTION_KEY}`);
      if (problems.length > 0) failures.push(finding(c, rendered, status, text, problems, address(c)));
      sent++;
      spent.set(callName(c.call), (spent.get(callName(c.call)) ?? 0) + performance.now() - began);
      if (rendered.method === c.call.method) covered.add(callName(c.call));
      // A success: statusCode 1, or a media answer (an image, not JSON).
      if (status === 200 && !/^\{"statusCode":(-|0)/.test(text)) succeeded.add(callName(c.call));
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const shallow = calls.map(callName).filter((name) => !succeeded.has(name));
    console.info(
      `fuzz: sent ${sent} bodies to ${covered.size} of ${calls.length} calls in ${seconds} s; ` +
        `${succeeded.size} calls answered a success at least once (never: ${shallow.join(', ') || 'none'})`,
    );
    const slowest = [...spent].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.info(
      `fuzz: slowest calls ${slowest.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ')}`,
    );
    if (serverErrors.length > 0) {
      const kinds = distinct(serverErrors);
      console.warn(
        `fuzz: ${serverErrors.length} JSON 500(s) of ${kinds.length} kind(s):\n${failureMessage(seed, kinds, COMMAND, 20)}`,
      );
    }

    const health = await target.h.app.request('/healthz');
    expect(health.status).toBe(200);
    const ledger = await ledgerCheck(target.h.database.db);
    expect(problemCount(ledger), JSON.stringify(ledger.problems)).toBe(0);
    expect(failures.length, failureMessage(seed, failures, COMMAND)).toBe(0);
    if (!settings.onlyCall && settings.onlyCase === null && runs >= calls.length)
      expect(covered.size).toBe(calls.length);
  }, 600_000);
});
