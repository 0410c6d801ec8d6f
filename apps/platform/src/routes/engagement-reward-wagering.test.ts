import { ReferralSummary } from '@felt/contract';
import { DEFAULT_ENGAGEMENT } from '@felt/contract/operator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProblems } from '../db/queries/ledger';
import { rewardWagering, tenants } from '../db/schema';
import { spinWheel } from '../services/engagement/minigame';
import { authenticate } from '../services/players/authenticate';
import { BACKENDS } from '../test/backends';
import { type Harness, harness } from '../test/fixture';
import { fund, launch, money, wallet } from '../test/games';
import { approve, balance, depositOf, idOf, operator, playerOf, saveBank, withdrawalOf } from '../test/payments';
import { CASINO3, call, freshId, registerPlayer, type Session, SLOT2 } from '../test/players';

// Reward cash is bonus money: what the wheel, missions, the inbox and referrals pay must be wagered
// reward_turnover_multiplier times (3 by default) before a withdrawal, refused with the deposit bonus's error.
// slot2 pays in USD (withdrawals from 5); casino3 (CNY) is set to pay rewards as plain cash.

/** The ticket that lands on the default wheel's prize at this index. */
const ticketOf = (index: number) =>
  DEFAULT_ENGAGEMENT.minigame.prizes.slice(0, index).reduce((sum, prize) => sum + prize.weight, 0);
const FIVE_CASH = ticketOf(DEFAULT_ENGAGEMENT.minigame.prizes.findIndex((p) => p.kind === 'cash' && p.amount === 5));

describe.each(BACKENDS)('reward wagering on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(backend, ['slot2.localhost', 'casino3.localhost']);
    await h.database.db
      .update(tenants)
      .set({ engagement: { reward_turnover_multiplier: 0 } })
      .where(eq(tenants.domain_name, CASINO3.domain_name));
  });
  afterAll(() => h?.database.close());

  const inboxCash = async (s: Session, amount: number) => {
    const sent = await operator(h, '/api/operator/inbox', {
      domain_name: s.site.domain_name,
      account_id: s.account_id,
      title: 'Hello',
      body: 'A gift',
      reward_kind: 'cash',
      reward_amount: amount,
    });
    expect(await call(h, '/api/settings/claim_inbox', s, { inbox_id: sent.inbox_id })).toMatchObject({ statusCode: 1 });
  };
  /** Rounds of the demo slot that give the stake back: turnover without losing the money. */
  async function wager(s: Session, stakeMinor: number, rounds = 1) {
    const game = await launch(h, s);
    for (let i = 0; i < rounds; i++) {
      const body = money(game, stakeMinor);
      expect((await wallet(h, 'bet', body)).statusCode).toBe(1);
      expect((await wallet(h, 'win', { ...body, transaction_id: `${body.transaction_id}-w` })).statusCode).toBe(1);
    }
  }
  const refusedWith = (remaining: number) => ({ status: 400, message: 'wageringIncomplete', params: { remaining } });

  it('lets a player spin the welcome tokens into cash, but not withdraw it before wagering it 3 times', async () => {
    const s = await registerPlayer(h, SLOT2);
    const bank = await saveBank(h, s);
    const inbox = await call(h, '/api/settings/get_inbox', s);
    const [welcome] = inbox.list as { inbox_id: number }[];
    expect(await call(h, '/api/settings/claim_inbox', s, { inbox_id: welcome!.inbox_id })).toMatchObject({
      game_token: 5,
    });
    const caller = await authenticate(h.database.db, h.clock.now, s, s.site.domain_name);
    const deps = { db: h.database.db, now: () => h.clock.now, random: () => FIVE_CASH };
    for (let i = 0; i < 5; i++) await spinWheel(deps, caller, freshId('spin'));
    expect(await balance(h, s)).toBe(25);

    expect(await withdrawalOf(h, s, bank, 25)).toMatchObject(refusedWith(75));
    await wager(s, 2_500, 2);
    expect(await withdrawalOf(h, s, bank, 5)).toMatchObject(refusedWith(25));
    await wager(s, 2_500);
    expect(await withdrawalOf(h, s, bank, 25)).toMatchObject({ statusCode: 1 });
    expect(await balance(h, s)).toBe(0);
    const rows = await h.database.db
      .select()
      .from(rewardWagering)
      .where(eq(rewardWagering.player_id, (await playerOf(h, s)).id));
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.state === 'completed' && r.source === 'spin' && r.bonus_minor === 500)).toBe(true);
  });

  it('wagers mission and inbox cash too, one after the other, so small rewards add up', async () => {
    const s = await registerPlayer(h, SLOT2);
    const bank = await saveBank(h, s);
    await fund(h, s, 100_000);
    // 1,000 wagered this week completes weekly-turnover (10 cash); that stake was before the reward, so it counts not.
    await wager(s, 100_000);
    expect(await call(h, '/api/mission/claim', s, { code: 'weekly-turnover' })).toMatchObject({ statusCode: 1 });
    await inboxCash(s, 10);
    expect(await balance(h, s)).toBe(1_020);
    // 30 for the mission, then 30 for the inbox: 60 in all.
    expect(await withdrawalOf(h, s, bank, 100)).toMatchObject(refusedWith(60));
    await wager(s, 4_000);
    expect(await withdrawalOf(h, s, bank, 100)).toMatchObject(refusedWith(20));
    await wager(s, 2_000);
    expect(await withdrawalOf(h, s, bank, 100)).toMatchObject({ statusCode: 1 });
  });

  it('queues a deposit bonus after the reward wagering still owed', async () => {
    const s = await registerPlayer(h, SLOT2);
    const bank = await saveBank(h, s);
    await inboxCash(s, 10);
    expect(await approve(h, idOf(await depositOf(h, s, 20)))).toMatchObject({ statusCode: 1 });
    // welcome-bonus: 100 % of 20, then (20 + 20) × 5 = 200 to wager, after the inbox's 30.
    const claimed = await call(h, '/api/promotion/claim', s, { code: 'welcome-bonus' });
    expect(claimed.value).toMatchObject({ bonus: 20, turnover_required: 200, remaining: 200 });
    expect(await withdrawalOf(h, s, bank, 10)).toMatchObject(refusedWith(230));
    await wager(s, 5_000);
    expect(await withdrawalOf(h, s, bank, 10)).toMatchObject(refusedWith(180));
    const [claim] = (await call(h, '/api/promotion/claims', s)).value as { turnover_done: number }[];
    expect(claim).toMatchObject({ turnover_done: 20, remaining: 180 });
  });

  it("wagers a referrer's reward", async () => {
    const referrer = await registerPlayer(h, SLOT2);
    const bank = await saveBank(h, referrer);
    const { referral_code } = ReferralSummary.parse((await call(h, '/api/referral/summary', referrer)).value);
    const friend = await registerPlayer(h, SLOT2, freshId(), { referrer_code: referral_code });
    expect(await approve(h, idOf(await depositOf(h, friend, 100)))).toMatchObject({ statusCode: 1 });
    // 10 % of 100.
    expect(await balance(h, referrer)).toBe(10);
    expect(await withdrawalOf(h, referrer, bank, 10)).toMatchObject(refusedWith(30));
  });

  it('pays reward cash as plain cash on a site whose reward_turnover_multiplier is 0', async () => {
    const s = await registerPlayer(h, CASINO3);
    const bank = await saveBank(h, s);
    await inboxCash(s, 40);
    expect(await withdrawalOf(h, s, bank, 40)).toMatchObject({ statusCode: 1 });
    const rows = await h.database.db
      .select()
      .from(rewardWagering)
      .where(eq(rewardWagering.player_id, (await playerOf(h, s)).id));
    expect(rows).toEqual([]);
  });

  it('leaves the ledger balanced', async () => {
    expect(await ledgerProblems(h.database.db)).toEqual({ unbalanced: [], mismatched: [] });
  });
});
