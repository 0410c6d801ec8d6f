import { execFileSync } from 'node:child_process';
import { LOGIN_LIMITS } from '@felt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROVIDER_DEFAULT_SECRET } from '../env';
import { addDemoPlayers } from '../test/add-demo-players';
import { BACKENDS, createPostgresDatabase } from '../test/backends';
import { freePort, type PlatformProcess, startPlatformProcess } from '../test/platform-process';
import { workerCount } from './workers';

// The platform as two workers sharing its port on PostgreSQL: consecutive calls land on different processes, and
// what a player sees must not depend on which one answers.

const onPostgres = BACKENDS.some((b) => b.name === 'postgres');
const SITE = { domain_name: 'casino3.localhost', external_id: 'felt-casino3' };

async function post(url: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}
const login = (url: string, account_id: string, password: string) =>
  post(url, '/api/auth/login', { ...SITE, account_id, password });

describe.skipIf(!onPostgres)('two platform workers (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let platform: PlatformProcess;
  let metricsPort: number;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    metricsPort = await freePort();
    platform = await startPlatformProcess({
      PLATFORM_METRICS_PORT: String(metricsPort),
      DATABASE_URL: database.url,
      FELT_DEMO: '0',
      DEMO_PROVIDER_SECRET: DEMO_PROVIDER_DEFAULT_SECRET,
      PLATFORM_WORKERS: '2',
    });
    await addDemoPlayers(database.url);
  }, 120_000);
  afterAll(async () => {
    if (platform.child.exitCode === null) platform.child.kill('SIGKILL');
    await database?.drop();
  });

  it('serves from two worker processes under the one started', () => {
    const workers = execFileSync('pgrep', ['-P', String(platform.child.pid), '-f', 'server'], { encoding: 'utf8' })
      .trim()
      .split('\n');
    expect(workers).toHaveLength(2);
  });

  it('locks an account after the same number of wrong passwords, whichever worker counts them', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAccount.failures; i++) {
      expect(await login(platform.url, 'demo02', 'wrong-password')).toMatchObject({ statusCode: expect.any(Number) });
    }
    // Each worker saw only some of the failures; counted apart, the right password would get in.
    expect(await login(platform.url, 'demo02', 'demo1234')).toMatchObject({ message: 'accountLocked' });
    expect(await login(platform.url, 'demo02', 'demo1234')).toMatchObject({ message: 'accountLocked' });
  });

  it('plays Rocket rounds whose calls land on either worker', async () => {
    const session = await login(platform.url, 'demo01', 'demo1234');
    const auth = { ...SITE, account_id: 'demo01', auth: String(session.token) };
    const game = { provider_code: 'DEMO', game_code: 'rocket', device: 'desktop' };
    const headers = { 'x-felt-domain': SITE.domain_name };
    const launched = await post(platform.url, '/api/product/launch_game', { ...auth, ...game }, headers);
    const launch = new URL(String(launched.url), platform.url).searchParams.get('launch');
    const opened = await post(platform.url, '/demo/api/open', { launch });
    expect(opened).toMatchObject({ ok: true });
    let balance = Number(opened.balance);
    for (let round = 0; round < 6; round++) {
      const started = await post(platform.url, '/demo/api/crash/start', { play: opened.play, stake: 1000 });
      expect(started).toMatchObject({ ok: true, balance: balance - 1000 });
      const ended = await post(platform.url, '/demo/api/crash/cash-out', {
        play: opened.play,
        round_id: started.round_id,
      });
      expect(['cashed', 'crashed']).toContain(ended.state);
      const watched = await post(platform.url, '/demo/api/crash/watch', {
        play: opened.play,
        round_id: started.round_id,
      });
      expect(watched).toEqual(ended);
      balance = Number(ended.balance);
    }
    // The launch opened once, on whichever worker: the copied URL opens nothing, on either.
    expect(await post(platform.url, '/demo/api/open', { launch })).toMatchObject({ message: 'launchExpired' });
    expect(await post(platform.url, '/demo/api/open', { launch })).toMatchObject({ message: 'launchExpired' });
  });

  it('reports calls, wallet outcomes, the pool and the event loop of both workers on the metrics port', async () => {
    const answer = await fetch(`${platform.url}/healthz`, { headers: { 'x-request-id': 'trace-me-42' } });
    expect(answer.headers.get('x-request-id')).toBe('trace-me-42');
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const value = (series: string) => Number(new RegExp(`^${series} (\\S+)$`, 'm').exec(text)?.[1]);
    // The logins above, summed over both workers whatever their status: 5 refused, 2 locked, 1 accepted.
    const logins = [...text.matchAll(/^felt_platform_http_request_duration_seconds_count\{(.*)\} (\d+)$/gm)]
      .filter(([, labels]) => labels?.includes('route="/api/auth/login"'))
      .reduce((sum, [, , count]) => sum + Number(count), 0);
    expect(logins).toBe(8);
    expect(value('felt_platform_wallet_calls_total\\{verb="bet",outcome="ok"\\}')).toBe(6);
    expect(value('felt_platform_wallet_calls_total\\{verb="win",outcome="ok"\\}')).toBe(6);
    expect(text).toMatch(/^felt_platform_db_pool_waiting \d+$/m);
    expect(text).toMatch(/^felt_platform_nodejs_eventloop_lag_seconds /m);
    // Players' port does not serve it.
    expect((await fetch(`${platform.url}/metrics`)).status).toBe(404);
  });

  it('stops every worker on SIGTERM and exits cleanly', async () => {
    const exited = new Promise<number | null>((resolve) => platform.child.once('exit', (code) => resolve(code)));
    platform.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(`${platform.url}/healthz`)).rejects.toThrow();
  });
});

describe('worker count', () => {
  it('is one per core up to four on PostgreSQL, as set when set, and always one on PGlite', () => {
    const pg = 'postgres://db/felt';
    expect(workerCount({ DATABASE_URL: pg }, 2)).toBe(2);
    expect(workerCount({ DATABASE_URL: pg }, 16)).toBe(4);
    expect(workerCount({ DATABASE_URL: pg, PLATFORM_WORKERS: 8 }, 2)).toBe(8);
    expect(workerCount({ PLATFORM_WORKERS: 8 }, 16)).toBe(1);
  });
});
