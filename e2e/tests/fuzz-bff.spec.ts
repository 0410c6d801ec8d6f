// Hostile bodies through the BFF: the same generator and oracle as the platform's fuzz suite
// (apps/platform/src/fuzz), aimed at the web server's /api/* as a page of a demo site would call it. Every answer
// must be JSON, below 500 unless a proper Failure, with no stack trace, SQL or server path; afterwards the site
// still answers and the ledger is sound. FELT_FUZZ_SEED=<n> repeats a run, FELT_FUZZ_RUNS=<n> changes its size.
import { expect, test } from '@playwright/test';
import { callName, callsOf, type OpenApiDocument } from '../../apps/platform/src/fuzz/calls.ts';
import { type FuzzCase, generateCases } from '../../apps/platform/src/fuzz/generate.ts';
import { problemsOf } from '../../apps/platform/src/fuzz/oracle.ts';
import { render } from '../../apps/platform/src/fuzz/render.ts';
import { type Finding, failureMessage, finding, fuzzSettings, keep } from '../../apps/platform/src/fuzz/report.ts';
import {
  callAs,
  FUZZ_SITES,
  type FuzzPlayer,
  fuzzPlayer,
  sendToBff,
  sessionCookie,
  siteOf,
  spendsSharedBudget,
} from '../support/fuzz-bff.ts';
import { operatorCall, PLATFORM } from '../support/operator.ts';
import { siteUrl, WEB_PORT } from '../support/sites.ts';

const settings = fuzzSettings(1_500);
/** How to run this spec again, for the failure message (from e2e/). */
const COMMAND = 'npx playwright test tests/fuzz-bff.spec.ts';
/** Requests in flight at once: enough to keep both servers busy on two cores. */
const PARALLEL = 4;
const REVIVE_EVERY = 250;
/** A case in this many is sent from a foreign page (another Origin): the BFF must refuse it in JSON too. */
const FOREIGN_EVERY = 25;

test('hostile bodies through the BFF get sound answers and leave the site working', async ({ request }) => {
  test.setTimeout(150_000);
  const { seed, runs } = settings;
  const doc = (await (await request.get(`${PLATFORM}/api/openapi.json`)).json()) as OpenApiDocument;
  // The web server serves /api/* only; /healthz and the like are the platform's, not the site's.
  const calls = callsOf(doc).filter((call) => call.path.startsWith('/api/'));
  const players: FuzzPlayer[] = [];
  for (const domain of FUZZ_SITES) {
    // Without a player the run still fuzzes every call, but authenticated ones only as far as the session check.
    const player = await fuzzPlayer(request, domain).catch((error: Error) => {
      console.warn(`fuzz-bff: no player on ${domain}, authenticated calls go without a session: ${error.message}`);
      return null;
    });
    if (player) players.push(player);
  }
  const known = {
    account_id: players.map((p) => p.account_id),
    password: players.map((p) => p.password),
    contact_phone: players.map((p) => p.phone),
    provider_code: ['DEMO', 'JILI', 'PG'],
    game_code: ['golden-temple-riches'],
    domain: [...FUZZ_SITES],
  };
  const ctx = { sites: FUZZ_SITES.map(siteOf), slots: players.length, known };
  const cases = generateCases(calls, ctx, seed, runs).filter(keep(settings));
  console.info(`fuzz-bff: seed ${seed}, ${cases.length} bodies over ${calls.length} calls (FELT_FUZZ_SEED=${seed})`);

  const failures: Finding[] = [];
  const covered = new Set<string>();
  let sent = 0;
  let skipped = 0;
  let revivals = 0;

  /** A slot whose session a case ended gets a new one: a login, or (at most a few times) a new player. */
  async function revive() {
    for (const [slot, player] of players.entries()) {
      if ((await callAs(request, player.domain, player.cookie, '/api/auth/get_balance')).statusCode === 1) continue;
      player.cookie = await sessionCookie(request, player);
      if (!player.cookie && revivals < 3) {
        revivals++;
        players[slot] = await fuzzPlayer(request, player.domain);
      }
    }
  }

  async function one(c: FuzzCase) {
    const player = c.slot === null ? null : (players[c.slot] ?? null);
    const domain = player?.domain ?? FUZZ_SITES[c.index % FUZZ_SITES.length]!;
    const host = c.crossSite && player ? FUZZ_SITES.find((d) => d !== domain)! : domain;
    const live = player
      ? { account_id: player.account_id, auth: 'from-cookie', domain_name: domain, gameToken: null }
      : null;
    const rendered = render(c, live, host);
    if (spendsSharedBudget(c, rendered, host)) {
      skipped++;
      return;
    }
    let status = 0;
    let text = '';
    let problems: string[];
    try {
      const res = await sendToBff(request, rendered, host, player?.cookie ?? null, c.index % FOREIGN_EVERY === 0);
      status = res.status();
      text = await res.text();
      const contentType = res.headers()['content-type'] ?? null;
      const sentText = `${rendered.path}\n${rendered.text}`;
      problems = problemsOf({
        method: rendered.method,
        path: rendered.path,
        sent: sentText,
        status,
        contentType,
        text,
      });
      // A password the fuzzer changed is the one the next login needs.
      if (player && c.call.path === '/api/auth/update_password' && text.startsWith('{"statusCode":1')) {
        player.password = (JSON.parse(rendered.text) as { new_password: string }).new_password;
      }
    } catch (error) {
      problems = [`the request failed: ${(error as Error).message}`];
    }
    if (problems.length > 0) failures.push(finding(c, rendered, status, text, problems, [`Host ${host}`]));
    sent++;
    if (rendered.method === c.call.method) covered.add(callName(c.call));
  }

  const started = Date.now();
  for (let at = 0; at < cases.length; at += REVIVE_EVERY) {
    if (at > 0) await revive();
    const batch = cases.slice(at, at + REVIVE_EVERY);
    const worker = async () => {
      for (let c = batch.shift(); c; c = batch.shift()) await one(c);
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.info(
    `fuzz-bff: sent ${sent} bodies to ${covered.size} of ${calls.length} calls in ${seconds} s ` +
      `(${skipped} valid bodies of budget-spending calls held back)`,
  );

  // The site still answers: its home page, and a call through the BFF.
  const home = await request.get(`http://127.0.0.1:${WEB_PORT}/`, {
    headers: { host: `${FUZZ_SITES[0]}:${WEB_PORT}` },
  });
  expect(home.status()).toBe(200);
  const startup = await request.post(`http://127.0.0.1:${WEB_PORT}/api/startup`, {
    headers: { host: `${FUZZ_SITES[0]}:${WEB_PORT}`, origin: new URL(siteUrl(FUZZ_SITES[0])).origin },
    data: {},
  });
  expect(((await startup.json()) as { statusCode: number }).statusCode).toBe(1);
  const ledger = await operatorCall('/api/operator/ledger/check');
  const problems = (ledger.value as { problems: Record<string, number[]> }).problems;
  expect(Object.values(problems).flat(), JSON.stringify(problems)).toEqual([]);
  expect(failures.length, failureMessage(seed, failures, COMMAND)).toBe(0);
});
