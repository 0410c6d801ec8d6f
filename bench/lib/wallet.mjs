// Seamless-wallet throughput on PostgreSQL beside pgbench's TPC-B on the same server, in the same run:
// bet+win pairs per second through the platform's signed HTTP calls ÷ pgbench transactions per second.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PLATFORM_DIR, startPlatform } from '../../scripts/lib/felt.mjs';
import { dbUrl, psql } from '../../scripts/lib/postgres.mjs';
import { startService, stopService, waitForHttp } from '../../scripts/lib/processes.mjs';
import { authReadFigures, demoSession } from './auth-reads.mjs';
import { postJson } from './load.mjs';
import { sampleRss } from './rss.mjs';
import { walletPairLoad } from './wallet-load.mjs';

/** The documented demo secret, given to the bench platform explicitly. */
const SECRET = 'felt-demo-provider-secret';
/** One demo tenant per worker, so each worker's demo player is its own account, as real players are. */
export const siteOf = (worker) => {
  const theme = `casino${(worker % 8) + 2}`;
  return { domain_name: `${theme}.localhost`, external_id: `felt-${theme}` };
};

const post = async (base, path, body) => (await postJson(`${base}${path}`, body)).json;

/** A game session of the demo player: its token, read out of the signed launch URL. */
async function gameToken(base, site) {
  const token = await demoSession(base, site);
  const launch = await post(base, '/api/product/launch_game', {
    ...site,
    account_id: 'demo01',
    auth: token,
    provider_code: 'DEMO',
    game_code: 'lucky-sevens',
  });
  if (launch.statusCode !== 1) throw new Error(`launch failed: ${JSON.stringify(launch)}`);
  const signedToken = new URL(launch.url, 'http://x').searchParams.get('launch');
  return JSON.parse(Buffer.from(signedToken.split('.')[0], 'base64url').toString('utf8'));
}

/** A game session for each of `workers` players (each its own tenant), launched through the platform at `base`. */
const gameSessions = (base, workers) =>
  Promise.all(Array.from({ length: workers }, (_, w) => gameToken(base, siteOf(w))));

/** Pairs of bet then win, `workers` at a time (each its own player and connection), for `seconds`. */
export async function walletPairs(base, { seconds, workers }) {
  return walletPairLoad({ base, secret: SECRET, sessions: await gameSessions(base, workers), seconds });
}

/**
 * The same pairs answered by the floor server (wallet-floor-server.mjs: node:http and the pg driver alone) on
 * `port`, for sessions the platform launched: what any HTTP wallet in front of this database can do on these cores.
 */
async function floorPairs({ port, databaseUrl, sessions, seconds }) {
  const server = startService('wallet floor', `node ${path.join(import.meta.dirname, 'wallet-floor-server.mjs')}`, {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, WALLET_SECRET: SECRET },
    log: 'ignore',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(base, { child: server });
    await walletPairLoad({ base, secret: SECRET, sessions, seconds: 2 });
    return await walletPairLoad({ base, secret: SECRET, sessions, seconds });
  } finally {
    await stopService(server);
  }
}

/**
 * The database's own ceiling for the wallet: the same bet+win pairs as `wallet_move` calls run by pgbench, one
 * demo player per client, with no HTTP and no platform in between.
 */
function walletMoveTps(name, { seconds, clients }) {
  const sessions = psql(
    `select string_agg(id::text, ',') from (select distinct on (player_id) id from game_sessions
    order by player_id, id desc) s`,
    name,
  )
    .toString()
    .trim();
  const call = (verb) => `select wallet_move('${verb}', 'DEMO', g.token_hash, 'p${verb[0]}' || :n, 'pr' || :n,
  1::bigint, g.currency, now()) from game_sessions g where g.id = (array[${sessions}])[:client_id % ${clients} + 1];`;
  const script = path.join(mkdtempSync(path.join(tmpdir(), 'felt-pgbench-')), 'pair.sql');
  writeFileSync(script, `\\set n random(1, 2000000000)\n${call('bet')}\n${call('win')}\n`);
  const out = execFileSync('pgbench', [
    '-n',
    '-f',
    script,
    '-c',
    String(clients),
    '-j',
    '2',
    '-T',
    String(seconds),
    dbUrl(name),
  ]);
  const match = /tps = ([\d.]+)/.exec(out.toString());
  if (!match) throw new Error('pgbench printed no tps for the wallet script');
  return Number(match[1]);
}

function pgbenchTps(name, { seconds, clients }) {
  execFileSync('pgbench', ['-i', '-q', '-s', '10', dbUrl(name)], { stdio: 'ignore' });
  const out = execFileSync('pgbench', ['-c', String(clients), '-j', '2', '-T', String(seconds), dbUrl(name)]);
  const match = /tps = ([\d.]+)/.exec(out.toString());
  if (!match) throw new Error('pgbench printed no tps');
  return Number(match[1]);
}

/**
 * Both figures with the same load shape: the wallet with one platform worker and with two (PLATFORM_WORKERS), then
 * the authenticated reads (auth-reads.mjs) on the one-worker platform, with its peak RSS over both loads; databases
 * are made for the run and dropped after it.
 */
export async function walletFigures({ port, dataDir, log, seconds = 10, concurrency = 8, workerCounts = [1, 2] }) {
  const suffix = randomBytes(4).toString('hex');
  const [walletDb, benchDb] = [`felt_bench_${suffix}`, `felt_pgbench_${suffix}`];
  psql(`create database ${walletDb}`);
  psql(`create database ${benchDb}`);
  let platform;
  try {
    const wallet = {};
    let reads;
    let rssMb;
    let floorSessions;
    for (const workers of workerCounts) {
      // Demo mode never runs on PostgreSQL: the provider secret is given and the demo players added here.
      const env = { DEMO_PROVIDER_SECRET: SECRET, FELT_BENCH_ROUTES: '1', PLATFORM_WORKERS: String(workers) };
      platform = await startPlatform({ port, dataDir, log, databaseUrl: dbUrl(walletDb), demo: '0', env });
      if (!reads) {
        execFileSync(process.execPath, ['--import', 'tsx', 'src/test/add-demo-players.ts', dbUrl(walletDb)], {
          cwd: PLATFORM_DIR,
          stdio: ['ignore', 'ignore', 'inherit'],
        });
      }
      const base = `http://127.0.0.1:${port}`;
      const memory = sampleRss({ platform: platform.pid });
      await walletPairs(base, { seconds: 2, workers: concurrency });
      wallet[workers] = await walletPairs(base, { seconds, workers: concurrency });
      if (!reads) reads = await authReadFigures({ platformBase: base, site: siteOf(0), seconds });
      floorSessions ??= await gameSessions(base, concurrency);
      const peak = memory.stop().platform;
      rssMb ??= peak;
      wallet[workers].rssMb = peak;
      await stopService(platform);
      platform = null;
    }
    const floor = await floorPairs({ port, databaseUrl: dbUrl(walletDb), sessions: floorSessions, seconds });
    const walletMove = walletMoveTps(walletDb, { seconds, clients: concurrency });
    const tps = pgbenchTps(benchDb, { seconds, clients: concurrency });
    return { wallet, floor, walletMove, tps, reads, rssMb };
  } finally {
    if (platform) await stopService(platform);
    psql(`drop database if exists ${walletDb} with (force)`);
    psql(`drop database if exists ${benchDb} with (force)`);
  }
}
