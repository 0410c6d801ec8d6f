import { ReferralSummary } from '@felt/contract';
import type { EngagementSection } from '@felt/contract/operator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProblems } from '../db/queries/ledger';
import { inboxMessages, ledgerPostings, players, tenants } from '../db/schema';
import { BACKENDS } from '../test/backends';
import { type Harness, harness } from '../test/fixture';
import { approve, balance, depositOf, idOf, playerOf } from '../test/payments';
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

// The referral programme through app.request(): codes at signup, the reward on the first deposit, the page's data.

const TERMS: EngagementSection = {
  show_referral: false,
  referral: {
    text: { EN: '<p>Bring a friend</p>', ESP: '<p>Trae a un amigo</p>' },
    reward_percent: 10,
    max_reward: 15,
  },
};

describe.each(BACKENDS)('referral on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(backend, ['casino3.localhost', 'slot2.localhost']);
    await h.database.db.update(tenants).set({ engagement: TERMS }).where(eq(tenants.domain_name, SLOT2.domain_name));
  });
  afterAll(() => h?.database.close());

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

  it('pays the referrer reward_percent of the first approved deposit only, capped, once, with an inbox message', async () => {
    const referrer = await registerPlayer(h, SLOT2);
    const referrerId = (await playerOf(h, referrer)).id;
    const { referral_code } = await summary(referrer);
    const small = await registerPlayer(h, SLOT2, freshId(), { referrer_code: referral_code });
    const big = await registerPlayer(h, SLOT2, freshId(), { referrer_code: referral_code });
    expect((await summary(referrer)).referrals.map((r) => r.deposited)).toEqual([false, false]);
    await deposited(small, 50);
    await deposited(small, 90);
    await deposited(big, 500);
    expect(await balance(h, referrer)).toBe(20);
    const view = await summary(referrer);
    expect(view).toMatchObject({ total_earned: 20, reward_percent: 10, max_reward: 15 });
    expect(view.referrals.map((r) => [r.deposited, r.reward])).toEqual([
      [true, 15],
      [true, 5],
    ]);
    expect(view.referrals[0]?.account_id).toMatch(/^\w{2}\*\*\*\w{2}$/);
    const keys = (await h.database.db.select().from(ledgerPostings)).map((p) => p.idempotency_key);
    const key = `referral:${(await playerOf(h, small)).id}`;
    expect(keys.filter((k) => k === key)).toHaveLength(1);
    const messages = await h.database.db.select().from(inboxMessages).where(eq(inboxMessages.player_id, referrerId));
    const rewards = messages.filter((m) => m.template === 'referral_reward');
    expect(rewards.map((m) => m.params.amount).sort()).toEqual([15, 5]);
    expect(rewards.every((m) => m.reward_kind === 'none')).toBe(true);
  });

  it('rewards once when two first deposits are approved at the same time', async () => {
    const referrer = await registerPlayer(h, SLOT2);
    const { referral_code } = await summary(referrer);
    const friend = await registerPlayer(h, SLOT2, freshId(), { referrer_code: referral_code });
    const ids = [idOf(await depositOf(h, friend, 40)), idOf(await depositOf(h, friend, 60))];
    const decided = await Promise.all(ids.map((id) => approve(h, id)));
    expect(decided.every((d) => d.statusCode === 1)).toBe(true);
    expect([4, 6]).toContain(await balance(h, referrer));
    expect((await summary(referrer)).referrals).toHaveLength(1);
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
