import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROVIDER_DEFAULT_SECRET } from '../env';
import { readLaunchToken } from '../services/games/launch-token';
import { walletSignatureHeaders } from '../services/games/wallet-signature';
import { addDemoPlayers } from '../test/add-demo-players';
import { BACKENDS, createPostgresDatabase } from '../test/backends';
import { runCli } from '../test/cli';
import { killHard, type PlatformProcess, startPlatformProcess } from '../test/platform-process';

// A crash in the middle of a burst of wallet calls: the real platform on PostgreSQL is SIGKILLed, restarted, and
// the ledger must still prove sound, keep every call it acknowledged, and apply none of them twice when resent.

const onPostgres = BACKENDS.some((b) => b.name === 'postgres');
const SITE = { domain_name: 'casino3.localhost', external_id: 'felt-casino3' };
const KEY = 'fault-test-operator-key-of-32-chars!';

type Sent = { verb: 'bet' | 'win'; body: Record<string, unknown>; balance: number };

async function post(url: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return (await res.json()) as { statusCode: number; [field: string]: unknown };
}

function walletCall(url: string, verb: string, body: object) {
  const raw = JSON.stringify(body);
  const headers = walletSignatureHeaders(DEMO_PROVIDER_DEFAULT_SECRET, verb, raw, new Date());
  return post(url, `/api/provider/DEMO/${verb}`, raw, headers);
}

/** The demo player's game session token, from a launch through the platform's own calls. */
async function launchToken(url: string): Promise<{ token: string; currency: string }> {
  const login = await post(url, '/api/auth/login', { ...SITE, account_id: 'demo01', password: 'demo1234' });
  const game = { provider_code: 'DEMO', game_code: 'lucky-sevens', device: 'desktop' };
  const auth = { account_id: 'demo01', auth: String(login.token) };
  const launched = await post(
    url,
    '/api/product/launch_game',
    { ...SITE, ...auth, ...game },
    {
      'x-felt-domain': SITE.domain_name,
    },
  );
  const launch = new URL(String(launched.url), url).searchParams.get('launch') ?? '';
  const payload = readLaunchToken(DEMO_PROVIDER_DEFAULT_SECRET, launch, Date.now());
  if (!payload) throw new Error(`launch failed: ${JSON.stringify(launched)}`);
  return payload;
}

describe.skipIf(!onPostgres)('the ledger after a crash mid-burst (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let platform: PlatformProcess | undefined;
  // Demo mode never runs on PostgreSQL: the provider secret is given and the demo player added by the test.
  const env = () => ({
    DATABASE_URL: database.url,
    FELT_DEMO: '0',
    FELT_OPERATOR_KEY: KEY,
    DEMO_PROVIDER_SECRET: DEMO_PROVIDER_DEFAULT_SECRET,
  });
  beforeAll(async () => {
    database = await createPostgresDatabase();
  });
  afterAll(async () => {
    if (platform) await killHard(platform);
    await database?.drop();
  });

  it('keeps every acknowledged call, proves sound, and applies none twice', async () => {
    platform = await startPlatformProcess(env());
    await addDemoPlayers(database.url);
    const game = await launchToken(platform.url);
    const acked: Sent[] = [];
    let n = 0;
    const send = async (verb: Sent['verb'], round: string, amount: number) => {
      const body = { token: game.token, transaction_id: `f-${++n}`, round_id: round, game_code: 'x', amount };
      const answer = await walletCall(platform!.url, verb, { ...body, currency: game.currency });
      if (answer.statusCode === 1)
        acked.push({ verb, body: { ...body, currency: game.currency }, balance: Number(answer.balance) });
    };
    // Eight lanes of bet-then-win rounds until the process dies under them.
    const lane = async (id: number) => {
      for (let round = 0; ; round++) {
        try {
          await send('bet', `r-${id}-${round}`, 100);
          await send('win', `r-${id}-${round}`, 50);
        } catch {
          return;
        }
      }
    };
    let ended = false;
    const lanes = Promise.all(Array.from({ length: 8 }, (_, i) => lane(i))).then(() => (ended = true));
    while (acked.length < 150 && !ended) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(ended, 'the burst stopped before the crash').toBe(false);
    await killHard(platform);
    // A lane ends only when a call fails: each was cut off by the crash.
    await lanes;

    platform = await startPlatformProcess(env());
    const check = await runCli('ledger', ['check'], { PLATFORM_URL: platform.url, FELT_OPERATOR_KEY: KEY });
    expect(check.stdout).toContain('ledger ok');
    expect(check.code).toBe(0);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const stored = await client.query<{ idem_key: string }>('select idem_key from wallet_transactions');
      const keys = new Set(stored.rows.map((r) => r.idem_key));
      expect(acked.filter((a) => !keys.has(String(a.body.transaction_id)))).toEqual([]);
      const state = async () =>
        (
          await client.query(`select (select count(*) from ledger_postings) as postings,
            (select count(*) from wallet_transactions) as transactions,
            (select sum(balance_minor) from player_wallets) as balances`)
        ).rows[0];
      const before = await state();
      for (const sent of acked) {
        const again = await walletCall(platform.url, sent.verb, sent.body);
        expect(again).toMatchObject({ statusCode: 1, balance: sent.balance });
      }
      expect(await state()).toEqual(before);
    } finally {
      await client.end();
    }
  }, 180_000);
});
