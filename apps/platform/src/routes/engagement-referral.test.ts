import { BonusWallet, ReferralSummary } from '@felt/contract';
import type { EngagementSection } from '@felt/contract/operator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProblems } from '../db/queries/ledger';
import { inboxMessages, ledgerPostings, players, tenants } from '../db/schema';
import { releaseDueReferralRewards } from '../services/engagement/referral-release';
import { BACKENDS } from '../test/backends';
import { type Harness, harness } from '../test/fixture';
import { launch, money, wallet } from '../test/games';
import { approve, depositOf, idOf, playerOf, saveBank, withdrawalOf } from '../test/payments';
import {
  answer,
  CASINO3,
  call,
  freshId,
  PASSWORD,
  PHONE,
  postSolved,
  registerPlayer,
  type Session,
  type Site,
  SLOT2,
} from '../test/players';

// The referral programme through app.request(): codes at signup, the reward held at the first deposit and paid by
// its job once that deposit is wagered (or void when it is withdrawn first), the page's data. casino3 (CNY) holds
// its rewards for 3 times the deposit or 2 days. The wagering is weighted by game as a bonus's is, and the reward is
// bonus money for the referrer (docs/decisions/0047-referral-rewards-held-until-wagered.md).

const TERMS: EngagementSection = {
  show_referral: false,
  referral: {
    text: { EN: '<p>Bring a friend</p>', ESP: '<p>Trae a un amigo</p>' },
    reward_percent: 10,
    max_reward: 15,
  },
};

const HELD_TERMS: EngagementSection = {
  referral: { reward_percent: 10, max_reward: 100, wager_multiplier: 3, hold_days: 2 },
};
const DAY_MS = 86_400_000;
const SLOT = { provider_code: 'JILI', game_code: 'golden-temple-riches' };
/** Dice Duel counts for nothing towards a wagering requirement, though its stake plays a deposit through. */
const DICE = { provider_code: 'DEMO', game_code: 'dice-duel' };

describe.each(BACKENDS)('referral on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(backend, ['casino3.localhost', 'slot2.localhost']);
    const { db } = h.database;
    await db.update(tenants).set({ engagement: TERMS }).where(eq(tenants.domain_name, SLOT2.domain_name));
    await db.update(tenants).set({ engagement: HELD_TERMS }).where(eq(tenants.domain_name, CASINO3.domain_name));
  });
  afterAll(() => h?.database.close());

  /** One run of the release job; how many rewards it paid. */
  const release = () => releaseDueReferralRewards(h.database.db, h.clock.now);
  /** A round that gives the stake back, on the JILI slot (counted in full) unless told: turnover without a loss. */
  async function wager(s: Session, stakeMinor: number, game = SLOT) {
    const body = money(await launch(h, s, game), stakeMinor);
    expect((await wallet(h, 'bet', body)).statusCode).toBe(1);
    expect((await wallet(h, 'win', { ...body, transaction_id: `${body.transaction_id}-w` })).statusCode).toBe(1);
  }
  const postingsOf = async (key: string) =>
    (await h.database.db.select().from(ledgerPostings).where(eq(ledgerPostings.idempotency_key, key))).length;

  /** The referrer's cash and bonus money. */
  const wallets = async (s: Session) => {
    const { game_balance, bonus_balance } = await call(h, '/api/auth/get_balance', s);
    return { cash: game_balance, bonus: bonus_balance };
  };
  const bonusesOf = async (s: Session) =>
    BonusWallet.parse((await call(h, '/api/promotion/bonus', s)).value).bonuses.map((b) => [b.source, b.amount]);
  const summary = async (s: Session) => ReferralSummary.parse((await call(h, '/api/referral/summary', s)).value);
  async function deposited(s: Session, amount: number) {
    expect(await approve(h, idOf(await depositOf(h, s, amount)))).toMatchObject({ statusCode: 1 });
  }
  function signup(site: Site, referrer_code: string) {
    return postSolved(h, '/api/auth/signup', {
      ...site,
      account_id: freshId(),
      password: PASSWORD,
      contact_phone: PHONE,
      contact_email: 'a@b.co',
      referrer_code,
    });
  }

  it('answers setting_value in the reader language, else the default language, else empty', async () => {
    const text = async (body: object) =>
      ((await answer(h.post('/api/home/referral', body))).value as { setting_value: string }).setting_value;
    expect(await text({ ...SLOT2, lang: 'ESP' })).toBe('<p>Trae a un amigo</p>');
    expect(await text({ ...SLOT2, lang: 'CN' })).toBe('<p>Bring a friend</p>');
    expect(await text(SLOT2)).toBe('<p>Bring a friend</p>');
    expect(await text(CASINO3)).toBe('');
  });

  it('says in the startup answer whether the referral page is shown', async () => {
    expect(await answer(h.post('/api/startup', { domain_name: SLOT2.domain_name }))).toMatchObject({
      show_referral: false,
    });
    expect(await answer(h.post('/api/startup', { domain_name: CASINO3.domain_name }))).toMatchObject({
      show_referral: true,
    });
  });

  it("links a signup to the referrer by code, in any case, and refuses an unknown or another site's code", async () => {
    const referrer = await registerPlayer(h, SLOT2);
    const { referral_code, link_path } = await summary(referrer);
    expect(referral_code).toMatch(/^[0-9A-F]{8}$/);
    expect(link_path).toBe(`/register?ref=${referral_code}`);
    const friend = await registerPlayer(h, SLOT2, freshId(), { referrer_code: ` ${referral_code.toLowerCase()} ` });
    const [row] = await h.database.db
      .select()
      .from(players)
      .where(eq(players.id, (await playerOf(h, friend)).id));
    expect(row?.referrer_id).toBe((await playerOf(h, referrer)).id);
    expect(await signup(SLOT2, 'NOPE1234')).toMatchObject({
      statusCode: -400,
      message: 'validationFailed',
      errors: [{ path: 'referrer_code', message: 'referrerUnknown' }],
    });
    expect(await signup(CASINO3, referral_code)).toMatchObject({ errors: [{ path: 'referrer_code' }] });
  });

  it('holds reward_percent of the first approved deposit, capped, and pays it once that deposit is wagered', async () => {
    const referrer = await registerPlayer(h, SLOT2);
    const referrerId = (await playerOf(h, referrer)).id;
    const { referral_code } = await summary(referrer);
    const small = await registerPlayer(h, SLOT2, freshId(), { referrer_code: referral_code });
    const big = await registerPlayer(h, SLOT2, freshId(), { referrer_code: referral_code });
    expect((await summary(referrer)).referrals.map((r) => [r.deposited, r.reward_state])).toEqual([
      [false, null],
      [false, null],
    ]);
    await deposited(small, 50);
    await deposited(small, 90);
    await deposited(big, 500);
    // Held: nothing paid yet, the page shows what each will pay.
    expect(await wallets(referrer)).toEqual({ cash: 0, bonus: 0 });
    let view = await summary(referrer);
    expect(view).toMatchObject({ total_earned: 0, reward_percent: 10, max_reward: 15 });
    expect(view.referrals.map((r) => [r.deposited, r.reward, r.reward_state])).toEqual([
      [true, 15, 'held'],
      [true, 5, 'held'],
    ]);
    expect(view.referrals[0]?.account_id).toMatch(/^\w{2}\*\*\*\w{2}$/);
    expect(await release()).toBe(0);

    // small's first deposit was 50: 49 wagered is not enough, 50 is; only their own stake counts.
    await wager(small, 4_900);
    await wager(big, 10_000);
    expect(await release()).toBe(0);
    await wager(small, 100);
    expect(await Promise.all([release(), release()])).toEqual(expect.arrayContaining([1, 0]));
    expect(await release()).toBe(0);
    expect(await wallets(referrer)).toEqual({ cash: 0, bonus: 5 });
    await wager(big, 40_000);
    expect(await release()).toBe(1);
    expect(await wallets(referrer)).toEqual({ cash: 0, bonus: 20 });
    // One bonus each, newest first.
    expect(await bonusesOf(referrer)).toEqual([
      ['referral', 15],
      ['referral', 5],
    ]);

    view = await summary(referrer);
    expect(view.total_earned).toBe(20);
    expect(view.referrals.map((r) => [r.reward, r.reward_state])).toEqual([
      [15, 'paid'],
      [5, 'paid'],
    ]);
    expect(await postingsOf(`referral:${(await playerOf(h, small)).id}`)).toBe(1);
    const messages = await h.database.db.select().from(inboxMessages).where(eq(inboxMessages.player_id, referrerId));
    const rewards = messages.filter((m) => m.template === 'referral_reward');
    expect(rewards.map((m) => m.params.amount).sort()).toEqual([15, 5]);
    expect(rewards.every((m) => m.reward_kind === 'none')).toBe(true);
  });

  it('never pays for a first deposit withdrawn before it is wagered, whatever is deposited and wagered later', async () => {
    const referrer = await registerPlayer(h, SLOT2);
    const { referral_code } = await summary(referrer);
    const friend = await registerPlayer(h, SLOT2, freshId(), { referrer_code: referral_code });
    const key = `referral:${(await playerOf(h, friend)).id}`;
    const bank = await saveBank(h, friend);
    await deposited(friend, 1_000);
    // Staked once on Dice Duel, as any withdrawal asks, yet not wagered for the reward: that game counts for nothing.
    await wager(friend, 100_000, DICE);
    expect(await release()).toBe(0);
    expect(await withdrawalOf(h, friend, bank, 1_000)).toMatchObject({ statusCode: 1 });
    expect(await release()).toBe(0);
    // Money brought back and played through afterwards changes nothing: the reward was the first deposit's.
    await deposited(friend, 1_000);
    await wager(friend, 100_000);
    expect(await release()).toBe(0);
    expect(await wallets(referrer)).toEqual({ cash: 0, bonus: 0 });
    expect(await postingsOf(key)).toBe(0);
    const view = await summary(referrer);
    expect(view.total_earned).toBe(0);
    expect(view.referrals.map((r) => [r.deposited, r.reward, r.reward_state])).toEqual([[true, 0, 'void']]);
  });

  it("pays after the tenant's hold days without the wagering, unless a withdrawal came first", async () => {
    const referrer = await registerPlayer(h, CASINO3);
    const { referral_code } = await summary(referrer);
    const [patient, quick] = [
      await registerPlayer(h, CASINO3, freshId(), { referrer_code: referral_code }),
      await registerPlayer(h, CASINO3, freshId(), { referrer_code: referral_code }),
    ];
    await deposited(patient, 200);
    await deposited(quick, 300);
    // 3 times the deposit is asked: once through is not enough. Once through is what a withdrawal asks.
    await wager(patient, 20_000);
    await wager(quick, 30_000);
    expect(await withdrawalOf(h, quick, await saveBank(h, quick), 100)).toMatchObject({ statusCode: 1 });
    h.clock.advance(DAY_MS);
    expect(await release()).toBe(0);
    h.clock.advance(DAY_MS);
    expect(await release()).toBe(1);
    expect(await release()).toBe(0);
    expect(await wallets(referrer)).toEqual({ cash: 0, bonus: 20 });
    expect((await summary(referrer)).referrals.map((r) => [r.reward, r.reward_state])).toEqual([
      [0, 'void'],
      [20, 'paid'],
    ]);
  });

  it('holds and pays once when two first deposits are approved at the same time', async () => {
    const referrer = await registerPlayer(h, SLOT2);
    const { referral_code } = await summary(referrer);
    const friend = await registerPlayer(h, SLOT2, freshId(), { referrer_code: referral_code });
    const ids = [idOf(await depositOf(h, friend, 40)), idOf(await depositOf(h, friend, 60))];
    const decided = await Promise.all(ids.map((id) => approve(h, id)));
    expect(decided.every((d) => d.statusCode === 1)).toBe(true);
    expect((await summary(referrer)).referrals).toHaveLength(1);
    await wager(friend, 6_000);
    expect(await release()).toBe(1);
    // One bonus: 10 % of whichever deposit was approved first.
    const { bonus } = await wallets(referrer);
    expect([4, 6]).toContain(bonus);
    expect(await bonusesOf(referrer)).toEqual([['referral', bonus]]);
  });

  it('leaves players without a referrer and their deposits alone', async () => {
    const s = await registerPlayer(h, CASINO3);
    await deposited(s, 100);
    expect(await summary(s)).toMatchObject({ referrals: [], total_earned: 0, reward_percent: 10, max_reward: 100 });
  });

  it('leaves the ledger balanced', async () => {
    expect(await ledgerProblems(h.database.db)).toEqual({ unbalanced: [], mismatched: [] });
  });
});
