import { DEMO_DEPOSIT_APPROVAL_MS } from '@felt/contract';
import { beforeAll, expect, it } from 'vitest';
import { ledgerPostings } from '../../db/schema';
import { approveDueDeposits } from '../../services/payments/decide';
import type { Harness } from '../../test/fixture';
import { fund } from '../../test/games';
import {
  approve,
  balance,
  depositOf,
  idOf,
  operator,
  playerOf,
  type Req,
  reject,
  saveBank,
  withdrawalOf,
} from '../../test/payments';
import { call, registerPlayer } from '../../test/players';

// Deciding requests: once only, money moved once, by the operator or (demo mode) by the clock.

export function paymentDecisionCases(harness: () => Harness, concurrent: boolean): void {
  let h: Harness;
  beforeAll(() => {
    h = harness();
  });
  const postingsOf = async (requestId: string) =>
    (await h.database.db.select().from(ledgerPostings)).filter((p) => p.memo.request_id === requestId);

  it('approves a deposit once: the balance and the VIP total move, a second decision is refused', async () => {
    const s = await registerPlayer(h);
    const id = idOf(await depositOf(h, s, 100));
    const before = (await playerOf(h, s)).total_deposit_minor;
    expect(await approve(h, id)).toMatchObject({ statusCode: 1, value: { status: 'approved', amount: 100 } });
    expect(await approve(h, id)).toMatchObject({ status: 400, message: 'requestNotPending' });
    expect(await reject(h, id)).toMatchObject({ message: 'requestNotPending' });
    expect(await balance(h, s)).toBe(100);
    expect((await playerOf(h, s)).total_deposit_minor).toBe(before + 10_000);
    expect(await postingsOf(id)).toHaveLength(1);
    expect(await approve(h, '987654321')).toMatchObject({ status: 404, message: 'notFound' });
    expect(await approve(h, 'abc' as string)).toMatchObject({ message: 'validationFailed' });
  });

  it('rejects a deposit with its reason and moves nothing', async () => {
    const s = await registerPlayer(h);
    const id = idOf(await depositOf(h, s, 50));
    expect(await reject(h, id, 'No payment received')).toMatchObject({ value: { status: 'rejected' } });
    const listed = await call(h, '/api/payment/transactions', s);
    expect(listed.value).toEqual([
      expect.objectContaining({ request_id: id, status: 'rejected', reason: 'No payment received' }),
    ]);
    expect(await balance(h, s)).toBe(0);
    expect(await postingsOf(id)).toHaveLength(0);
  });

  it('pays out an approved withdrawal and releases a rejected one', async () => {
    const s = await registerPlayer(h);
    await fund(h, s, 100_000);
    const bank = await saveBank(h, s);
    const paid = idOf(await withdrawalOf(h, s, bank, 300));
    const released = idOf(await withdrawalOf(h, s, bank, 200));
    expect(await balance(h, s)).toBe(500);
    await approve(h, paid);
    await reject(h, released, 'Name does not match');
    expect(await balance(h, s)).toBe(700);
    expect(await reject(h, paid)).toMatchObject({ message: 'requestNotPending' });
    expect(await approve(h, released)).toMatchObject({ message: 'requestNotPending' });
    expect(await balance(h, s)).toBe(700);
    expect((await postingsOf(paid)).map((p) => p.kind).sort()).toEqual(['withdrawal_hold', 'withdrawal_payout']);
    expect((await postingsOf(released)).map((p) => p.kind).sort()).toEqual(['withdrawal_hold', 'withdrawal_release']);
  });

  it('lets exactly one of a concurrent approve and reject win, and moves the money once', async () => {
    const s = await registerPlayer(h);
    await fund(h, s, 100_000);
    const bank = await saveBank(h, s);
    for (let round = 0; round < 5; round++) {
      const id = idOf(await withdrawalOf(h, s, bank, 100));
      const answers = await Promise.all([approve(h, id), reject(h, id), approve(h, id), reject(h, id)]);
      expect(answers.filter((a) => a.statusCode === 1)).toHaveLength(1);
      expect(answers.filter((a) => a.message === 'requestNotPending')).toHaveLength(3);
      expect(await postingsOf(id)).toHaveLength(2);
    }
    const released = (await call(h, '/api/payment/transactions', s, { status: 'rejected' })).total as number;
    expect(await balance(h, s)).toBe(1000 - 100 * (5 - released));
  });

  it.runIf(concurrent)('never overdraws one account with 20 withdrawals at once', async () => {
    const s = await registerPlayer(h);
    await fund(h, s, 10 * 36 * 100);
    const bank = await saveBank(h, s);
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdrawalOf(h, s, bank, 36)));
    expect(answers.filter((a) => a.statusCode === 1)).toHaveLength(10);
    expect(answers.filter((a) => a.message === 'insufficientFunds')).toHaveLength(10);
    expect(await balance(h, s)).toBe(0);
    expect((await call(h, '/api/payment/transactions', s)).total).toBe(10);
  });

  it('approves a demo deposit after its delay, once, by its job; reading changes nothing', async () => {
    const s = await registerPlayer(h);
    const first = idOf(await depositOf(h, s, 40));
    const second = idOf(await depositOf(h, s, 45));
    const tick = () => approveDueDeposits(h.database.db, h.clock.now);
    h.clock.advance(DEMO_DEPOSIT_APPROVAL_MS - 1);
    await tick();
    expect(await balance(h, s)).toBe(0);
    h.clock.advance(1);
    // Looking is not approving: the balance, the history and the missions are reads.
    expect(await balance(h, s)).toBe(0);
    await call(h, '/api/mission/list', s);
    const listed = await call(h, '/api/payment/transactions', s);
    expect((listed.value as Req[]).map((r) => r.status)).toEqual(['pending', 'pending']);
    // Two instances ticking at once approve each deposit once (with whatever else of the database is due).
    await Promise.all([tick(), tick()]);
    const after = await call(h, '/api/payment/transactions', s);
    expect((after.value as Req[]).map((r) => r.status)).toEqual(['approved', 'approved']);
    expect(await balance(h, s)).toBe(85);
    expect(await postingsOf(first)).toHaveLength(1);
    expect(await postingsOf(second)).toHaveLength(1);
    expect(await approve(h, first)).toMatchObject({ message: 'requestNotPending' });
  });

  it('lists a tenant its pending requests for the operator only', async () => {
    const s = await registerPlayer(h);
    const id = idOf(await depositOf(h, s, 77));
    const pending = await operator(h, `/api/operator/payments/${s.site.domain_name}/pending`);
    expect(pending.value).toContainEqual(
      expect.objectContaining({ request_id: id, account_id: s.account_id, amount: 77, type: 'deposit' }),
    );
    expect(await operator(h, '/api/operator/payments/nowhere.localhost/pending')).toMatchObject({ status: 404 });
    for (const key of ['wrong', '']) {
      expect(await operator(h, `/api/operator/payments/${s.site.domain_name}/pending`, undefined, key)).toMatchObject({
        status: 403,
      });
      expect(await operator(h, '/api/operator/payments/approve', { request_id: id }, key)).toMatchObject({
        status: 403,
      });
    }
    await reject(h, id);
    expect((await operator(h, `/api/operator/payments/${s.site.domain_name}/pending`)).value).not.toContainEqual(
      expect.objectContaining({ request_id: id }),
    );
  });
}
