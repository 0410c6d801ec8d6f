import { PROTECTION_RULES, Protection } from '@felt/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { moneyRequests, players, tenants } from '../../db/schema';
import { checkDeposit } from '../../services/protection/check-deposit';
import { checkPlay } from '../../services/protection/check-play';
import type { Harness } from '../../test/fixture';
import { fund, launch, money, wallet } from '../../test/games';
import {
  answer,
  CASINO3,
  call,
  latestCode,
  login,
  PASSWORD,
  postSolved,
  registerPlayer,
  type Session,
} from '../../test/players';

// Player protection: limits and their cooling-off, session limits, exclusion, and where each is enforced.

const DAY = 24 * 60 * 60 * 1000;

export function protectionCases(harness: () => Harness): void {
  let h: Harness;
  beforeAll(() => {
    h = harness();
  });

  /** Runs `body` with the clock moved forward, and moves it back after, so later cases see the usual time. */
  async function later(ms: number, body: () => Promise<void>) {
    h.clock.advance(ms);
    try {
      await body();
    } finally {
      h.clock.advance(-ms);
    }
  }
  const get = async (session: Session) => {
    const { status: _, ...body } = await call(h, '/api/limits/get', session);
    return Protection.parse(body);
  };
  const limitOf = (p: Awaited<ReturnType<typeof get>>, kind: string, period: string) =>
    p.limits.find((l) => l.kind === kind && l.period === period);
  const setLimit = (session: Session, kind: string, period: string, amount: number | null) =>
    call(h, '/api/limits/set_limit', session, { kind, period, amount });
  async function playerOf(session: Session) {
    const [row] = await h.database.db
      .select({ id: players.id, tenant_id: players.tenant_id })
      .from(players)
      .innerJoin(tenants, eq(tenants.id, players.tenant_id))
      .where(and(eq(players.account_key, session.account_id), eq(tenants.domain_name, session.site.domain_name)));
    return row!;
  }

  it('answers every limit, none set, and this session', async () => {
    const session = await registerPlayer(h);
    const p = await get(session);
    expect(p.limits).toHaveLength(6);
    expect(p.limits.every((l) => l.amount === null && l.pending_amount === null && l.used === 0)).toBe(true);
    expect(p).toMatchObject({ excluded_until: null, session_limit_minutes: null, session: { net: 0 } });
  });

  it('applies a first or lower limit at once, and a higher one after the cooling-off', async () => {
    const session = await registerPlayer(h);
    expect(limitOf(await get(session), 'deposit', 'day')?.amount).toBeNull();
    await setLimit(session, 'deposit', 'day', 100);
    expect((await setLimit(session, 'deposit', 'day', 50)).limits).toContainEqual(
      expect.objectContaining({ kind: 'deposit', period: 'day', amount: 50, pending_amount: null }),
    );
    const raised = limitOf(await setLimit(session, 'deposit', 'day', 200).then(Protection.parse), 'deposit', 'day');
    expect(raised).toMatchObject({ amount: 50, pending_amount: 200 });
    const due = h.clock.now.getTime() + PROTECTION_RULES.limitIncreaseDelayMs;
    expect(new Date(raised!.pending_from!).getTime()).toBe(due);
    await later(DAY - 60_000, async () => {
      expect(limitOf(await get(session), 'deposit', 'day')?.amount).toBe(50);
    });
    await later(DAY, async () => {
      expect(limitOf(await get(session), 'deposit', 'day')).toMatchObject({ amount: 200, pending_from: null });
    });
  });

  it('removes a limit only after the cooling-off', async () => {
    const session = await registerPlayer(h);
    await setLimit(session, 'loss', 'week', 30);
    const removing = limitOf(Protection.parse(await setLimit(session, 'loss', 'week', null)), 'loss', 'week');
    expect(removing).toMatchObject({ amount: 30, pending_amount: null });
    expect(removing?.pending_from).not.toBeNull();
    await later(DAY, async () => {
      expect(limitOf(await get(session), 'loss', 'week')).toMatchObject({ amount: null, pending_from: null });
    });
  });

  it('refuses a deposit over a deposit limit, counting pending deposits, and any deposit while excluded', async () => {
    const session = await registerPlayer(h);
    const player = await playerOf(session);
    const check = (amountMinor: number) =>
      checkDeposit(h.database.db, { player, tenant: { id: player.tenant_id }, amountMinor, now: h.clock.now });
    await expect(check(1_000_000)).resolves.toBeUndefined();
    await setLimit(session, 'deposit', 'week', 100);
    await h.database.db.insert(moneyRequests).values({
      tenant_id: player.tenant_id,
      player_id: player.id,
      type: 'deposit',
      method_code: 'test',
      amount_minor: 6_000,
      status: 'pending',
      created_at: h.clock.now,
    });
    expect(limitOf(await get(session), 'deposit', 'week')?.used).toBe(60);
    await expect(check(4_000)).resolves.toBeUndefined();
    await expect(check(4_001)).rejects.toMatchObject({ failure: { message: 'depositLimitReached' } });
    await call(h, '/api/limits/exclude', session, { kind: 'timeout', days: 1 });
    await expect(check(1)).rejects.toMatchObject({ failure: { statusCode: -403, message: 'selfExcluded' } });
  });

  it('lets parallel deposits fill a deposit limit but never pass it', async () => {
    const session = await registerPlayer(h);
    await setLimit(session, 'deposit', 'day', 1_000);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(h, '/api/payment/deposit', session, { method_code: 'bank_transfer', amount: 300 }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 1)).toHaveLength(3);
    expect(answers.filter((a) => a.message === 'depositLimitReached')).toHaveLength(5);
    expect(limitOf(await get(session), 'deposit', 'day')?.used).toBe(900);
  });

  it('ends every login and game session on exclusion and refuses login until it ends', async () => {
    const session = await registerPlayer(h);
    await fund(h, session, 1_000);
    const game = await launch(h, session);
    const stake = money(game, 100);
    await wallet(h, 'bet', stake);
    const other = await login(h, CASINO3, session.account_id, PASSWORD);
    expect(await call(h, '/api/limits/exclude', session, { kind: 'timeout', days: 2 })).toEqual({
      status: 200,
      statusCode: 1,
    });
    for (const s of [session, other]) {
      expect((await call(h, '/api/auth/get_balance', s)).message).toBe('sessionExpired');
    }
    // The open game takes no more bets, but what was staked can still be given back.
    expect(await wallet(h, 'bet', money(game, 100))).toMatchObject({ message: 'sessionExpired' });
    expect(await wallet(h, 'rollback', stake)).toMatchObject({ statusCode: 1, balance: 1_000 });
    const tryLogin = () =>
      answer(h.post('/api/auth/login', { ...CASINO3, account_id: session.account_id, password: PASSWORD }));
    expect(await tryLogin()).toMatchObject({ status: 403, statusCode: -403, message: 'selfExcluded' });
    // A code request answers as for any account; the exclusion is told once the code is typed.
    const codeAsked = await postSolved(h, '/api/auth/tac/request_login', {
      ...CASINO3,
      account_id: session.account_id,
    });
    expect(codeAsked).toEqual({ status: 200, statusCode: 1 });
    const tac = await latestCode(h, CASINO3, session.account_id, 'login');
    const codeLogin = await answer(h.post('/api/auth/login_tac', { ...CASINO3, account_id: session.account_id, tac }));
    expect(codeLogin).toMatchObject({ status: 403, statusCode: -403, message: 'selfExcluded' });
    await later(2 * DAY + 1000, async () => {
      expect(await tryLogin()).toMatchObject({ statusCode: 1 });
    });
  });

  it('refuses a launch at the loss limit, on exclusion and past the session limit', async () => {
    const session = await registerPlayer(h);
    await fund(h, session, 10_000);
    const game = await launch(h, session);
    await wallet(h, 'bet', money(game, 5_000));
    await setLimit(session, 'loss', 'day', 50);
    expect(limitOf(await get(session), 'loss', 'day')?.used).toBe(50);
    expect((await get(session)).session.net).toBe(-50);
    expect((await launch(h, session)).answer).toMatchObject({ status: 403, message: 'lossLimitReached' });
    // The next day is a new period.
    await later(DAY, async () => {
      const next = await login(h, CASINO3, session.account_id, PASSWORD);
      expect((await launch(h, next)).answer.statusCode).toBe(1);
      await call(h, '/api/limits/set_session', next, { session_limit_minutes: 5, reality_check_minutes: 15 });
      expect(await get(next)).toMatchObject({ session_limit_minutes: 5, reality_check_minutes: 15 });
      h.clock.advance(5 * 60_000);
      expect((await launch(h, next)).answer).toMatchObject({ message: 'sessionLimitReached' });
      h.clock.advance(-5 * 60_000);
    });
    const player = await playerOf(session);
    await call(h, '/api/limits/exclude', session, { kind: 'self_exclusion', days: 200 });
    const play = checkPlay(h.database.db, { player, session: { created_at: h.clock.now }, now: h.clock.now });
    await expect(play).rejects.toMatchObject({ failure: { message: 'selfExcluded' } });
  });

  it('refuses bodies out of range with the failing fields', async () => {
    const session = await registerPlayer(h);
    const fields = async (path: string, body: object) => {
      const res = await call(h, path, session, body);
      expect(res, JSON.stringify(body)).toMatchObject({ status: 400, message: 'validationFailed' });
      // A field may fail more than one rule (days 0: the minimum and the duration); each field once.
      return [...new Set((res.errors as { path: string }[]).map((e) => e.path))];
    };
    expect(await fields('/api/limits/exclude', { kind: 'timeout', days: 0 })).toEqual(['days']);
    expect(await fields('/api/limits/exclude', { kind: 'timeout', days: 43 })).toEqual(['days']);
    expect(await fields('/api/limits/exclude', { kind: 'self_exclusion', days: 182 })).toEqual(['days']);
    const session_limit = { session_limit_minutes: 0, reality_check_minutes: 7 };
    expect((await fields('/api/limits/set_session', session_limit)).sort()).toEqual([
      'reality_check_minutes',
      'session_limit_minutes',
    ]);
    expect(await fields('/api/limits/set_limit', { kind: 'loss', period: 'year', amount: -1 })).toEqual([
      'period',
      'amount',
    ]);
    expect((await call(h, '/api/auth/get_balance', session)).statusCode).toBe(1);
  });
}
