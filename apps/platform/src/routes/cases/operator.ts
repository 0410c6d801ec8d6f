import { Writable } from 'node:stream';
import { devOutbox } from '@felt/contract';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { beforeAll, expect, it } from 'vitest';
import { createApp } from '../../app';
import { findPlayer } from '../../db/queries/players';
import { findTenantByDomain } from '../../db/queries/tenants';
import { playerWallets } from '../../db/schema';
import { ensureDemoPlayers } from '../../services/players/demo-players';
import { runCli } from '../../test/cli';
import { type Harness, OPERATOR_KEY, seedFile, TEST_CHALLENGE } from '../../test/fixture';
import { answer, CASINO3, call, freshId, login, postSolved, registerPlayer } from '../../test/players';

/** The demo outbox, the operator's player endpoints and the demo players. */
export function operatorCases(harness: () => Harness): void {
  let h: Harness;
  beforeAll(() => {
    h = harness();
  });

  const operator = (path: string, init: RequestInit = {}, key = OPERATOR_KEY) =>
    answer(h.app.request(path, { ...init, headers: { 'Content-Type': 'application/json', 'X-Operator-Key': key } }));

  /** The same database served by an app with its own demo flag and a log the test reads. */
  function appWithLog(demo: boolean) {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const db = h.database.db;
    const app = createApp({
      db,
      dbKind: h.database.kind,
      log: pino(sink),
      operatorKey: null,
      demo,
      now: () => h.clock.now,
      challenge: TEST_CHALLENGE,
    });
    const request = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
      app.request(path, { method: 'POST', body: JSON.stringify(body), headers });
    const post = (path: string, body: object) => answer(request(path, body));
    const requestLogin = (account_id: string) =>
      postSolved({ post: request }, '/api/auth/tac/request_login', { ...CASINO3, account_id });
    return { post, requestLogin, codeLines: () => lines.filter((l) => l.msg === 'one-time code') };
  }

  it('serves the outbox newest first in demo mode, and logs codes in full only there', async () => {
    const demo = appWithLog(true);
    await demo.requestLogin('demo01');
    h.clock.advance(61_000);
    await demo.requestLogin('demo01');
    const res = await demo.post('/api/dev/outbox', { domain_name: 'CASINO3.localhost', account_id: 'DEMO01' });
    const { status: _, ...body } = res;
    const items = devOutbox.response.parse(body).value;
    expect(items[0]!.created_at > items[1]!.created_at).toBe(true);
    expect(demo.codeLines().at(-1)).toMatchObject({
      domain: 'casino3.localhost',
      purpose: 'login',
      tac: items[0]!.tac,
    });

    const real = appWithLog(false);
    h.clock.advance(61_000);
    expect((await real.requestLogin('demo01')).statusCode).toBe(1);
    expect(real.codeLines()).toHaveLength(1);
    expect(real.codeLines()[0]).not.toHaveProperty('tac');
    const hidden = await real.post('/api/dev/outbox', { domain_name: 'casino3.localhost', account_id: 'demo01' });
    expect(hidden).toEqual({ status: 404, statusCode: -404, message: 'notFound' });
  });

  it('shows, blocks, closes and reactivates players for the operator only', async () => {
    const player = await registerPlayer(h);
    const shown = await operator(`/api/operator/players/casino3.localhost/${player.account_id.toUpperCase()}`);
    expect(shown).toMatchObject({
      statusCode: 1,
      value: { domain_name: 'casino3.localhost', account_id: player.account_id, status: 'ACTIVE', balance: 0 },
    });
    const change = (status: string, account_id = player.account_id) => ({
      method: 'POST',
      body: JSON.stringify({ domain_name: 'casino3.localhost', account_id, status }),
    });
    expect((await operator('/api/operator/players/status', change('BLOCK'))).value).toMatchObject({ status: 'BLOCK' });
    expect((await operator('/api/operator/players/status', change('PENDING'))).message).toBe('validationFailed');
    expect((await operator('/api/operator/players/status', change('CLOSE', freshId()))).status).toBe(404);
    expect((await operator('/api/operator/players/status', change('ACTIVE'), 'wrong-key')).status).toBe(403);
    expect((await operator('/api/operator/players/nowhere.localhost/demo01')).status).toBe(404);
  });

  it('changes a status with the player CLI through the running platform', async () => {
    const player = await registerPlayer(h);
    // Port 0: the system picks a free one.
    const server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    try {
      const env = { PLATFORM_URL: `http://127.0.0.1:${port}`, FELT_OPERATOR_KEY: OPERATOR_KEY };
      const blocked = await runCli('player', ['block', 'casino3.localhost', player.account_id], env);
      expect(blocked.stdout).toMatch(new RegExp(`account +${player.account_id}\\nstatus +BLOCK\\n`));
      expect((await call(h, '/api/auth/get_balance', player)).message).toBe('BLOCK');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('adds demo players idempotently, also to a tenant imported later', async () => {
    expect(await ensureDemoPlayers(h.database.db)).toBe(0);
    const tenant = await findTenantByDomain(h.database.db, 'slot2.localhost');
    const demo = await findPlayer(h.database.db, tenant!.id, 'demo01');
    await h.database.db.update(playerWallets).set({ balance_minor: 1234 }).where(eq(playerWallets.player_id, demo!.id));
    expect(await ensureDemoPlayers(h.database.db)).toBe(0);
    const shown = await operator('/api/operator/players/slot2.localhost/demo01');
    expect(shown.value).toMatchObject({ balance: 12.34, status: 'ACTIVE' });

    const imported = await operator('/api/operator/tenants', {
      method: 'POST',
      body: JSON.stringify(seedFile('casino1.localhost')),
    });
    expect(imported.statusCode).toBe(1);
    const site = { domain_name: 'casino1.localhost', external_id: 'felt-casino1' };
    expect((await login(h, site, 'demo01', 'demo1234')).auth).toBeTruthy();
  });
}
