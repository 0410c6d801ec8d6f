import { randomUUID } from 'node:crypto';
import { BonusWallet } from '@felt/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProblems } from '../db/queries/ledger';
import { insertSpin } from '../db/queries/spins';
import { moveTokens } from '../db/queries/tokens';
import { playerWallets, spins, tokenMovements } from '../db/schema';
import { defaultsIn } from '../services/engagement/defaults';
import { type MinigameDeps, spinWheel } from '../services/engagement/minigame';
import { settleStuckSpins } from '../services/engagement/minigame-settle';
import { authenticate } from '../services/players/authenticate';
import { BACKENDS } from '../test/backends';
import { type Harness, harness } from '../test/fixture';
import { operator, playerOf } from '../test/payments';
import { answer, CASINO3, call, registerPlayer, type Session } from '../test/players';

// The prize wheel: spins cost tokens, frozen while the spin settles; prizes are decided by the platform and paid
// once per request_id, whatever retries, races or stops.

type Prize = { index: number; kind: string; amount: number; weight: number; odds: number };
type SpinAnswer = { spin_id: string; prize: { index: number; kind: string; amount: number }; state: string };

/** The demo site with gamification switched off. */
const CASINO4 = { domain_name: 'casino4.localhost', external_id: 'felt-casino4' } as const;

/** Tickets on the default wheel (weights 520 250 150 50 20 6 3 1): where each lands. */
const TICKET = { none: 0, oneToken: 520, oneCash: 770, fiveCash: 970 } as const;
/** The default wheel's five dollars' worth, as casino3 (CNY) reads it. */
const FIVE_CASH = defaultsIn('CNY').minigame.prizes[4]?.amount;

describe.each(BACKENDS)('the prize wheel on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(backend, ['casino3.localhost', 'casino4.localhost']);
  });
  afterAll(() => h?.database.close());

  const grant = (s: Session, tokens: number, key = randomUUID()) =>
    operator(h, '/api/operator/tokens', {
      domain_name: s.site.domain_name,
      account_id: s.account_id,
      tokens,
      reason: 'test funding',
      key,
    });
  const spin = (s: Session, request_id = randomUUID()) => call(h, '/api/minigame/spin', s, { request_id });
  const info = (s: Session) => call(h, '/api/minigame/info', s);
  const walletOf = async (s: Session) => {
    const { id } = await playerOf(h, s);
    const [row] = await h.database.db.select().from(playerWallets).where(eq(playerWallets.player_id, id));
    return row!;
  };
  const movements = async (s: Session) => {
    const { id } = await playerOf(h, s);
    return h.database.db.select().from(tokenMovements).where(eq(tokenMovements.player_id, id));
  };
  /** The service with a fixed ticket, so a test chooses the prize. */
  const spinWith = async (s: Session, ticket: number, request_id = randomUUID()) => {
    const deps: MinigameDeps = { db: h.database.db, now: () => h.clock.now, random: () => ticket };
    const caller = await authenticate(h.database.db, h.clock.now, s, s.site.domain_name);
    return spinWheel(deps, caller, request_id);
  };

  it('publishes the cost and the prizes with odds that sum to 1', async () => {
    const s = await registerPlayer(h);
    const res = await info(s);
    expect(res).toMatchObject({ statusCode: 1, token_balance: 0, frozen_token: 0, spin_cost: 1 });
    const prizes = res.prizes as Prize[];
    expect(prizes.map((p) => p.index)).toEqual(prizes.map((_, i) => i));
    expect(prizes.reduce((sum, p) => sum + p.odds, 0)).toBeCloseTo(1, 12);
    expect(prizes).toContainEqual({ index: 4, kind: 'cash', amount: FIVE_CASH, weight: 20, odds: 0.02 });
  });

  it('grants operator tokens once per key, and only with the operator key', async () => {
    const s = await registerPlayer(h);
    const key = randomUUID();
    expect((await grant(s, 10, key)).value).toMatchObject({ token_balance: 10, applied: true });
    expect((await grant(s, 10, key)).value).toMatchObject({ token_balance: 10, applied: false });
    expect((await info(s)).token_balance).toBe(10);
    const refused = await operator(h, '/api/operator/tokens', { ...CASINO3, account_id: s.account_id }, 'wrong');
    expect(refused).toMatchObject({ status: 403, statusCode: -403 });
    const unknown = await operator(h, '/api/operator/tokens', {
      domain_name: CASINO3.domain_name,
      account_id: 'nobody_here',
      tokens: 1,
      reason: 'x',
      key: 'k',
    });
    expect(unknown.statusCode).toBe(-404);
  });

  it('refuses a spin without enough tokens and records and moves nothing', async () => {
    const s = await registerPlayer(h);
    const res = await spin(s);
    expect(res).toMatchObject({ status: 400, statusCode: -400, message: 'notEnoughTokens' });
    const { id } = await playerOf(h, s);
    expect(await h.database.db.select().from(spins).where(eq(spins.player_id, id))).toEqual([]);
    expect(await movements(s)).toEqual([]);
    expect(await walletOf(s)).toMatchObject({ token_balance: 0, frozen_token: 0 });
  });

  it('spins once per request_id: a retry answers the same spin and prize and moves nothing', async () => {
    const s = await registerPlayer(h);
    await grant(s, 5);
    const request_id = randomUUID();
    const first = await spin(s, request_id);
    expect(first.statusCode).toBe(1);
    const made = first.value as SpinAnswer;
    expect(made.state).toBe('settled');
    const moved = await movements(s);
    const again = await spin(s, request_id);
    expect(again.value).toEqual(made);
    expect(again.token_balance).toBe(first.token_balance);
    expect(await movements(s)).toHaveLength(moved.length);
    // The cost left the balance: 5 - 1, plus a token prize if it won one.
    const won = made.prize.kind === 'tokens' ? made.prize.amount : 0;
    expect(first).toMatchObject({ token_balance: 4 + won, frozen_token: 0 });
  });

  it('spins once for concurrent retries of one request_id', async () => {
    const s = await registerPlayer(h);
    await grant(s, 3);
    const request_id = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => spin(s, request_id)));
    expect(answers.map((a) => a.statusCode)).toEqual([1, 1, 1, 1, 1]);
    const ids = new Set(answers.map((a) => (a.value as SpinAnswer).spin_id));
    expect(ids.size).toBe(1);
    const costs = (await movements(s)).filter((m) => m.kind === 'spin_cost');
    expect(costs).toHaveLength(1);
    expect((await walletOf(s)).frozen_token).toBe(0);
  });

  it('lets only as many different spins through as the tokens pay for', async () => {
    const s = await registerPlayer(h);
    await grant(s, 2);
    const answers = await Promise.all(Array.from({ length: 4 }, () => spinWith(s, TICKET.none).catch((e) => e)));
    const paid = answers.filter((a) => !(a instanceof Error));
    expect(paid).toHaveLength(2);
    for (const refused of answers.filter((a) => a instanceof Error)) {
      expect(refused.message).toBe('notEnoughTokens');
    }
    expect(await walletOf(s)).toMatchObject({ token_balance: 0, frozen_token: 0 });
  });

  it('pays a cash prize through the ledger once, as one bonus kept apart from the cash', async () => {
    const s = await registerPlayer(h);
    await grant(s, 3);
    const request_id = randomUUID();
    const first = await spinWith(s, TICKET.fiveCash, request_id);
    expect(first.value.prize).toEqual({ index: 4, kind: 'cash', amount: FIVE_CASH });
    // Wheel cash is bonus money, wagered before it turns into cash (docs/decisions/0048-bonus-wallet.md).
    expect(first.game_balance).toBe(0);
    await spinWith(s, TICKET.fiveCash, request_id);
    await spin(s, request_id);
    expect(await call(h, '/api/auth/get_balance', s)).toMatchObject({ game_balance: 0, bonus_balance: FIVE_CASH });
    const bonus = BonusWallet.parse((await call(h, '/api/promotion/bonus', s)).value);
    expect(bonus.bonuses.map((b) => [b.source, b.state, b.amount])).toEqual([['spin', 'active', FIVE_CASH]]);
    expect((await call(h, '/api/payment/statement', s)).value).toEqual([]);
  });

  it('pays a token prize and keeps the token movements summing to the balance', async () => {
    const s = await registerPlayer(h);
    await grant(s, 4);
    await spinWith(s, TICKET.oneToken);
    await spinWith(s, TICKET.none);
    await spinWith(s, TICKET.oneCash);
    const wallet = await walletOf(s);
    // 4 - 3 spins + 1 token won.
    expect(wallet).toMatchObject({ token_balance: 2, frozen_token: 0 });
    const moved = await movements(s);
    expect(moved.reduce((sum, m) => sum + m.delta, 0)).toBe(wallet.token_balance);
    expect(moved.filter((m) => m.kind === 'spin_reward').map((m) => m.delta)).toEqual([1]);
  });

  it('lists the last spins with their prize and time, newest first', async () => {
    const s = await registerPlayer(h);
    await grant(s, 3);
    await spinWith(s, TICKET.none);
    await spinWith(s, TICKET.fiveCash);
    const res = await call(h, '/api/minigame/history', s);
    const list = res.value as (SpinAnswer & { created_at: string })[];
    expect(list.map((x) => x.prize.kind)).toEqual(['cash', 'none']);
    expect(list[0]!.prize.amount).toBe(FIVE_CASH);
    expect(Date.parse(list[0]!.created_at)).not.toBeNaN();
  });

  it('settles at start a spin a stop left frozen: the prize paid once, the tokens released', async () => {
    const s = await registerPlayer(h);
    await grant(s, 2);
    const { id, tenant_id } = await playerOf(h, s);
    // Transaction 1 only, as a process stopped before transaction 2 would leave it.
    await h.database.db.transaction(async (tx) => {
      const row = await insertSpin(tx, {
        tenant_id,
        player_id: id,
        request_id: randomUUID(),
        cost: 1,
        prize_index: 5,
        prize_kind: 'tokens',
        prize_amount: 10,
        created_at: h.clock.now,
      });
      await moveTokens(tx, {
        tenant_id,
        player_id: id,
        kind: 'spin_cost',
        delta: -1,
        frozen_delta: 1,
        idempotency_key: `spin:${id}:${row!.request_id}:cost`,
        created_at: h.clock.now,
      });
    });
    expect(await walletOf(s)).toMatchObject({ token_balance: 1, frozen_token: 1 });
    expect(await settleStuckSpins(h.database.db, h.clock.now)).toBeGreaterThanOrEqual(1);
    expect(await walletOf(s)).toMatchObject({ token_balance: 11, frozen_token: 0 });
    expect(await settleStuckSpins(h.database.db, h.clock.now)).toBe(0);
    expect(await walletOf(s)).toMatchObject({ token_balance: 11, frozen_token: 0 });
    const [stuck] = await h.database.db.select().from(spins).where(eq(spins.player_id, id));
    expect(stuck!.state).toBe('settled');
  });

  it('has no wheel on a site without gamification', async () => {
    const s = await registerPlayer(h, CASINO4);
    expect(await info(s)).toMatchObject({ statusCode: -404, message: 'notFound' });
    expect((await spin(s)).statusCode).toBe(-404);
  });

  it('leaves the ledger balanced and no token frozen', async () => {
    expect(await ledgerProblems(h.database.db)).toEqual({ unbalanced: [], mismatched: [] });
    const [frozen] = await h.database.db
      .select({ n: sql<number>`coalesce(sum(frozen_token), 0)::int` })
      .from(playerWallets);
    expect(frozen!.n).toBe(0);
    expect((await answer(h.post('/api/minigame/info', { ...CASINO3 }))).statusCode).toBe(-400);
  });
});
