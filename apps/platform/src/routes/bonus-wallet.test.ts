import { BonusWallet } from '@felt/contract';
import { DEFAULT_ENGAGEMENT, type EngagementSection } from '@felt/contract/operator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProblems } from '../db/queries/ledger';
import { playerBonuses, playerWallets, tenants } from '../db/schema';
import { expireBonuses } from '../services/engagement/bonus';
import { spinWheel } from '../services/engagement/minigame';
import { authenticate } from '../services/players/authenticate';
import { BACKENDS } from '../test/backends';
import { type Harness, harness } from '../test/fixture';
import { fund, type Launched, launch, money, wallet } from '../test/games';
import { approve, balance, depositOf, idOf, operator, playerOf, saveBank } from '../test/payments';
import { CASINO3, call, freshId, registerPlayer, type Session, SLOT2 } from '../test/players';

// The bonus wallet through the real wallet calls (docs/decisions/0048-bonus-wallet.md): reward cash and deposit
// bonuses are bonus money apart from cash; bets take cash first, count towards the wagering by the game's weight,
// stay under the maximum stake and off excluded games; the bonus turns into cash once met (a reward's up to its cap),
// is lost when played out, expires, and a withdrawal forfeits it (with the winnings since) only when confirmed.
// slot2 (USD) wagers rewards 4 times with a maximum stake of 50 so the tests stay short; casino3 pays plain cash.

const SLOT2_RULES: EngagementSection = { reward_turnover_multiplier: 4, bonus: { max_stake: 50 } };
const SLOT = { provider_code: 'JILI', game_code: 'golden-temple-riches' };
const DICE = { provider_code: 'DEMO', game_code: 'dice-duel' };
const ROCKET = { provider_code: 'DEMO', game_code: 'rocket' };

const ticketOf = (index: number) =>
  DEFAULT_ENGAGEMENT.minigame.prizes.slice(0, index).reduce((sum, prize) => sum + prize.weight, 0);
const FIVE_CASH = ticketOf(DEFAULT_ENGAGEMENT.minigame.prizes.findIndex((p) => p.kind === 'cash' && p.amount === 5));

describe.each(BACKENDS)('the bonus wallet on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(backend, ['slot2.localhost', 'casino3.localhost']);
    const set = (domain: string, engagement: EngagementSection) =>
      h.database.db.update(tenants).set({ engagement }).where(eq(tenants.domain_name, domain));
    await set(SLOT2.domain_name, SLOT2_RULES);
    await set(CASINO3.domain_name, { reward_turnover_multiplier: 0 });
  });
  afterAll(() => h?.database.close());

  const bonusOf = async (s: Session) => BonusWallet.parse((await call(h, '/api/promotion/bonus', s)).value);
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
  /** One round: a bet of `stake` minor units and a win of `win`; answers the wallet's last answer. */
  async function round(game: Launched, stake: number, win: number) {
    const body = money(game, stake);
    const bet = await wallet(h, 'bet', body);
    if (bet.statusCode !== 1) return bet;
    return wallet(h, 'win', { ...body, transaction_id: `${body.transaction_id}-w`, amount: win });
  }
  const withdraw = (s: Session, bank_id: string, amount: number, forfeit_bonus?: boolean) =>
    call(h, '/api/payment/withdraw', s, { bank_id, amount, ...(forfeit_bonus ? { forfeit_bonus } : {}) });
  const deposited = async (s: Session, amount: number) =>
    expect(await approve(h, idOf(await depositOf(h, s, amount)))).toMatchObject({ statusCode: 1 });

  it('keeps wheel cash apart as bonus money, and turns it into cash once wagered, up to the reward', async () => {
    const s = await registerPlayer(h, SLOT2);
    const [welcome] = (await call(h, '/api/settings/get_inbox', s)).list as { inbox_id: number }[];
    await call(h, '/api/settings/claim_inbox', s, { inbox_id: welcome!.inbox_id });
    const caller = await authenticate(h.database.db, h.clock.now, s, s.site.domain_name);
    const deps = { db: h.database.db, now: () => h.clock.now, random: () => FIVE_CASH };
    for (let i = 0; i < 5; i++) await spinWheel(deps, caller, freshId('spin'));
    expect(await call(h, '/api/auth/get_balance', s)).toMatchObject({ game_balance: 0, bonus_balance: 25 });
    const before = await bonusOf(s);
    expect(before).toMatchObject({ active: true, balance: 25, wagering_left: 100, max_stake: 50, at_stake: 25 });
    expect(before.bonuses.map((b) => [b.source, b.state, b.amount, b.wagering_required])).toEqual(
      Array(5).fill(['spin', 'active', 5, 20]),
    );
    // The game sees what the player can stake; the slot counts in full, the oldest bonus first.
    const game = await launch(h, s, SLOT);
    expect(await round(game, 2_500, 7_500)).toMatchObject({ statusCode: 1, balance: 7_500 });
    expect((await bonusOf(s)).bonuses.map((b) => b.wagering_done)).toEqual([0, 0, 0, 5, 20]);
    expect(await round(game, 5_000, 5_000)).toMatchObject({ statusCode: 1, balance: 7_500 });
    expect(await round(game, 2_500, 2_500)).toMatchObject({ statusCode: 1, balance: 2_500 });
    // Met: the 75 of bonus money turns into cash up to the rewards' 25; the rest goes back to the house.
    expect(await call(h, '/api/auth/get_balance', s)).toMatchObject({ game_balance: 25, bonus_balance: 0 });
    const after = await bonusOf(s);
    expect(after).toMatchObject({ active: false, balance: 0, max_stake: null });
    expect(after.bonuses.every((b) => b.state === 'released' && b.wagering_done === 20)).toBe(true);
    const lines = (await call(h, '/api/payment/statement', s)).value as { kind: string; amount: number }[];
    expect(lines.map((l) => [l.kind, l.amount])).toEqual([['bonus_released', 25]]);
  });

  it('refuses games that do not count and stakes above the maximum while a bonus runs, and weighs the rest', async () => {
    const s = await registerPlayer(h, SLOT2);
    await fund(h, s, 10_000);
    await inboxCash(s, 10);
    const dice = await launch(h, s, DICE);
    expect(await round(dice, 100, 0)).toMatchObject({ statusCode: -400, message: 'bonusGameExcluded' });
    const slot = await launch(h, s, SLOT);
    expect(await round(slot, 5_100, 0)).toMatchObject({ statusCode: -400, message: 'bonusStakeTooHigh' });
    // Rocket (crash) counts 5 %: 50 staked is 2.50 of the 40 owed.
    const rocket = await launch(h, s, ROCKET);
    expect(await round(rocket, 5_000, 5_000)).toMatchObject({ statusCode: 1 });
    expect(await bonusOf(s)).toMatchObject({ wagering_left: 37.5 });
    expect(await call(h, '/api/auth/get_balance', s)).toMatchObject({ game_balance: 100, bonus_balance: 10 });
  });

  it('takes cash first, and pays a win back in the shares the stake was paid', async () => {
    const s = await registerPlayer(h, SLOT2);
    await fund(h, s, 3_000);
    await inboxCash(s, 20);
    // 40 staked: 30 cash, 10 bonus; 80 won: 60 cash, 20 bonus.
    expect(await round(await launch(h, s, SLOT), 4_000, 8_000)).toMatchObject({ statusCode: 1, balance: 9_000 });
    expect(await call(h, '/api/auth/get_balance', s)).toMatchObject({ game_balance: 60, bonus_balance: 30 });
    expect(await bonusOf(s)).toMatchObject({ active: true, wagering_left: 40 });
  });

  it('ends a bonus played out before its wagering is met, and with it the rules', async () => {
    const s = await registerPlayer(h, SLOT2);
    await inboxCash(s, 10);
    expect(await round(await launch(h, s, SLOT), 1_000, 0)).toMatchObject({ statusCode: 1, balance: 0 });
    const after = await bonusOf(s);
    expect(after).toMatchObject({ active: false });
    expect(after.bonuses[0]).toMatchObject({ state: 'lost', wagering_done: 10 });
    await fund(h, s, 1_000);
    expect(await round(await launch(h, s, DICE), 100, 0)).toMatchObject({ statusCode: 1 });
  });

  it('gives each part of a rolled-back bet back, and the wagering it counted', async () => {
    const s = await registerPlayer(h, SLOT2);
    await inboxCash(s, 10);
    const game = await launch(h, s, SLOT);
    const body = money(game, 1_000);
    expect(await wallet(h, 'bet', body)).toMatchObject({ statusCode: 1, balance: 0 });
    expect(await bonusOf(s)).toMatchObject({ balance: 0, wagering_left: 30 });
    const undo = { ...body, transaction_id: body.transaction_id };
    expect(await wallet(h, 'rollback', undo)).toMatchObject({ statusCode: 1, balance: 1_000 });
    expect(await bonusOf(s)).toMatchObject({ active: true, balance: 10, wagering_left: 40 });
  });

  it('asks a deposit to be staked once before any withdrawal', async () => {
    const s = await registerPlayer(h, SLOT2);
    const bank = await saveBank(h, s);
    await deposited(s, 20);
    expect(await withdraw(s, bank, 10)).toMatchObject({ message: 'wageringIncomplete', params: { remaining: 20 } });
    expect((await bonusOf(s)).deposit_turnover_left).toBe(20);
    await round(await launch(h, s, SLOT), 1_500, 1_500);
    expect(await withdraw(s, bank, 10)).toMatchObject({ message: 'wageringIncomplete', params: { remaining: 5 } });
    await round(await launch(h, s, DICE), 500, 500);
    expect(await withdraw(s, bank, 10)).toMatchObject({ statusCode: 1 });
  });

  it('refuses a withdrawal that would forfeit a bonus until confirmed, then forfeits it and the winnings since', async () => {
    const s = await registerPlayer(h, SLOT2);
    const bank = await saveBank(h, s);
    await deposited(s, 20);
    expect(await call(h, '/api/promotion/claim', s, { code: 'welcome-bonus' })).toMatchObject({
      statusCode: 1,
      balance: 20,
    });
    // 20 staked from cash and 40 won: 20 of winnings over the 20 brought.
    await round(await launch(h, s, SLOT), 2_000, 4_000);
    expect(await withdraw(s, bank, 10)).toMatchObject({ message: 'bonusActive', params: { bonus: 20, winnings: 20 } });
    expect(await bonusOf(s)).toMatchObject({ active: true, at_stake: 40 });
    expect(await withdraw(s, bank, 30, true)).toMatchObject({ message: 'insufficientFunds' });
    // The refused request changed nothing: the bonus is still there.
    expect(await call(h, '/api/auth/get_balance', s)).toMatchObject({ game_balance: 40, bonus_balance: 20 });
    expect(await withdraw(s, bank, 20, true)).toMatchObject({ statusCode: 1 });
    expect(await call(h, '/api/auth/get_balance', s)).toMatchObject({ game_balance: 0, bonus_balance: 0 });
    expect((await bonusOf(s)).bonuses[0]).toMatchObject({ code: 'welcome-bonus', state: 'forfeited' });
  });

  it('refuses a deposit bonus on a deposit already played below its amount', async () => {
    const s = await registerPlayer(h, SLOT2);
    await deposited(s, 20);
    await round(await launch(h, s, SLOT), 1_000, 0);
    expect(await call(h, '/api/promotion/claim', s, { code: 'welcome-bonus' })).toMatchObject({
      message: 'depositPlayed',
    });
  });

  it('ends a bonus past its date: the next bet finds it expired, and the job tidies idle wallets', async () => {
    const s = await registerPlayer(h, SLOT2);
    const t = await registerPlayer(h, SLOT2);
    await inboxCash(s, 10);
    await inboxCash(t, 10);
    // A month on, as far as the bonuses know; the sessions stay live.
    const past = new Date(h.clock.now.getTime() - 1_000);
    for (const player of [s, t]) {
      const { id } = await playerOf(h, player);
      await h.database.db.update(playerWallets).set({ bonus_expires_at: past }).where(eq(playerWallets.player_id, id));
    }
    expect(await bonusOf(s)).toMatchObject({ active: false, balance: 0 });
    expect(await round(await launch(h, s, SLOT), 100, 0)).toMatchObject({ message: 'insufficientFunds' });
    expect((await bonusOf(s)).bonuses[0]).toMatchObject({ state: 'expired' });
    expect(await expireBonuses(h.database.db, h.clock.now)).toBeGreaterThanOrEqual(1);
    const rows = await h.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.player_id, (await playerOf(h, t)).id));
    expect(rows.map((r) => r.state)).toEqual(['expired']);
  });

  it('pays reward cash as plain cash on a site whose reward multiple is 0', async () => {
    const s = await registerPlayer(h, CASINO3);
    await inboxCash(s, 40);
    expect(await balance(h, s)).toBe(40);
    expect(await bonusOf(s)).toMatchObject({ active: false, bonuses: [] });
  });

  it('leaves the ledger balanced, bonus money included', async () => {
    expect(await ledgerProblems(h.database.db)).toEqual({ unbalanced: [], mismatched: [] });
  });
});
