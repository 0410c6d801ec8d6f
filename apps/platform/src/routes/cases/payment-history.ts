import { StatementLine } from '@felt/contract';
import { serve } from '@hono/node-server';
import { beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import { runCli } from '../../test/cli';
import { type Harness, OPERATOR_KEY } from '../../test/fixture';
import { freshTx, fund, launch, money, wallet } from '../../test/games';
import { approve, balance, depositOf, idOf, type Req, reject, saveBank, withdrawalOf } from '../../test/payments';
import { type Answer, call, registerPlayer } from '../../test/players';

// Histories: the requests with their filters and pages, the statement against the balance, and the CLI.

const DAY = 24 * 60 * 60 * 1000;

export function paymentHistoryCases(harness: () => Harness): void {
  let h: Harness;
  beforeAll(() => {
    h = harness();
  });

  it('pages and filters the requests, newest first, date_to including its whole day', async () => {
    const s = await registerPlayer(h);
    await fund(h, s, 100_000);
    const bank = await saveBank(h, s);
    const start = h.clock.now;
    const ids: string[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        ids.push(idOf(await depositOf(h, s, 40 + i)));
        ids.push(idOf(await withdrawalOf(h, s, bank, 50 + i)));
        h.clock.advance(DAY);
      }
      await reject(h, ids[0]!);
    } finally {
      h.clock.now = start;
    }
    const list = (body: object) => call(h, '/api/payment/transactions', s, body);
    const all = await list({ per_page: 4 });
    expect(all).toMatchObject({ total: 6, page: 1, per_page: 4 });
    expect((all.value as Req[]).map((r) => r.request_id)).toEqual([...ids].reverse().slice(0, 4));
    expect(((await list({ per_page: 4, page: 2 })).value as Req[]).map((r) => r.request_id)).toEqual([ids[1], ids[0]]);
    expect((await list({ type: 'withdrawal' })).total).toBe(3);
    expect((await list({ status: 'rejected' })).value).toEqual([expect.objectContaining({ request_id: ids[0] })]);
    const today = start.toISOString().slice(0, 10);
    expect((await list({ date_from: today, date_to: today })).total).toBe(2);
    const tomorrow = new Date(start.getTime() + DAY).toISOString().slice(0, 10);
    expect((await list({ date_from: tomorrow })).total).toBe(4);
    expect((await list({ date_to: '2020-01-01' })).total).toBe(0);
    expect((await list({ date_to: '2026-13-01' })).message).toBe('validationFailed');
    expect((await list({ per_page: 101 })).message).toBe('validationFailed');
  });

  it('states every movement of the balance: lines sum to it, the newest line ends at it', async () => {
    const s = await registerPlayer(h);
    await fund(h, s, 20_000);
    const dep = idOf(await depositOf(h, s, 100));
    await approve(h, dep);
    // A deposit is staked once before any withdrawal (docs/decisions/0048-bonus-wallet.md): 100 staked, 100 won.
    const game = await launch(h, s);
    const staked = freshTx('round');
    await wallet(h, 'bet', money(game, 10_000, staked));
    await wallet(h, 'win', money(game, 10_000, staked));
    const bank = await saveBank(h, s);
    const out = idOf(await withdrawalOf(h, s, bank, 60));
    const back = idOf(await withdrawalOf(h, s, bank, 40));
    await reject(h, back);
    await approve(h, out);
    const round = freshTx('round');
    await wallet(h, 'bet', money(game, 1_000, round));
    await wallet(h, 'win', money(game, 2_500, round));
    const read = async (body: object = {}) => {
      const res = await call(h, '/api/payment/statement', s, { per_page: 100, ...body });
      return { ...res, lines: StatementLine.array().parse(res.value) } as Answer & {
        lines: z.infer<typeof StatementLine>[];
      };
    };
    const all = await read();
    const now = await balance(h, s);
    expect(now).toBe(200 + 100 - 100 + 100 - 60 - 40 + 40 - 10 + 25);
    expect(all.lines.map((l) => l.kind)).toEqual([
      'win',
      'bet',
      'withdrawal_release',
      'withdrawal_hold',
      'withdrawal_hold',
      'win',
      'bet',
      'deposit',
      'demo_credit',
    ]);
    const cents = (n: number) => Math.round(n * 100);
    expect(all.lines.reduce((sum, l) => sum + cents(l.amount), 0)).toBe(cents(now));
    expect(all.lines[0]?.balance_after).toBe(now);
    expect(cents(all.money_in as number) - cents(all.money_out as number)).toBe(cents(now));
    expect(all.lines.find((l) => l.kind === 'deposit')?.reference).toBe(dep);
    expect(all.lines[0]?.reference).toBe(round);
    const holds = await read({ kind: 'withdrawal_hold', per_page: 1 });
    expect(holds).toMatchObject({ total: 2, money_in: 0, money_out: 100 });
    expect(holds.lines).toEqual([expect.objectContaining({ amount: -40, reference: back })]);
    expect((await read({ date_to: '2020-01-01' })).total).toBe(0);
  });

  it('decides requests with the payments CLI through the running platform', async () => {
    const s = await registerPlayer(h);
    const id = idOf(await depositOf(h, s, 55));
    const server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    try {
      const env = { PLATFORM_URL: `http://127.0.0.1:${port}`, FELT_OPERATOR_KEY: OPERATOR_KEY };
      const pending = await runCli('payments', ['pending', s.site.domain_name], env);
      expect(pending.stdout).toMatch(new RegExp(`^${id} +deposit +${s.account_id} +55 `, 'm'));
      expect((await runCli('payments', ['approve', id], env)).stdout).toContain(`${id} deposit 55 CNY approved`);
      const again = await runCli('payments', ['reject', id, 'too', 'late'], env);
      expect(again).toMatchObject({ code: 1 });
      expect(again.stderr).toContain('requestNotPending');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await balance(h, s)).toBe(55);
  });
}
