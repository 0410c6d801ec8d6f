import { PromotionClaim, Promotion as PromotionSchema } from '@felt/contract';
import type { EngagementSection } from '@felt/contract/operator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProblems } from '../db/queries/ledger';
import { ledgerPostings, moneyRequests, promotionClaims, tenants } from '../db/schema';
import { BACKENDS } from '../test/backends';
import { type Harness, harness, NOW } from '../test/fixture';
import { approve, depositOf, idOf, playerOf, reject, saveBank, withdrawalOf } from '../test/payments';
import { answer, CASINO3, call, registerPlayer, type Session, SLOT2 } from '../test/players';

// Deposit bonuses through app.request(): listing, claiming once into bonus money, caps, periods, and the deposits
// that back none.

// Deposits may be withdrawn unstaked here, so the tests keep to the promotions' own rules (bonus-wallet.test.ts
// covers the deposit turnover).
const OFFERS: EngagementSection = {
  bonus: { deposit_turnover_multiplier: 0 },
  promotions: [
    {
      code: 'welcome-bonus',
      title: { EN: 'Welcome!', ESP: '¡Bienvenido!' },
      body: { EN: '<p>Double your first deposit</p>' },
      starts_at: null,
      ends_at: null,
      bonus_percent: 100,
      max_bonus: 50,
      min_deposit: 20,
      turnover_multiplier: 5,
    },
    {
      code: 'reload',
      starts_at: null,
      ends_at: null,
      bonus_percent: 25,
      max_bonus: 200,
      min_deposit: 10,
      turnover_multiplier: 0,
    },
    {
      code: 'june',
      starts_at: '2026-06-01T11:00:00Z',
      ends_at: '2026-07-01T00:00:00Z',
      bonus_percent: 10,
      max_bonus: 100,
      min_deposit: 10,
      turnover_multiplier: 1,
    },
    {
      code: 'later',
      starts_at: '2027-01-01T00:00:00Z',
      ends_at: null,
      bonus_percent: 10,
      max_bonus: 100,
      min_deposit: 10,
      turnover_multiplier: 1,
    },
    {
      code: 'over',
      starts_at: null,
      ends_at: '2026-01-01T00:00:00Z',
      bonus_percent: 10,
      max_bonus: 100,
      min_deposit: 10,
      turnover_multiplier: 1,
    },
  ],
};

describe.each(BACKENDS)('promotions on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(backend, ['casino3.localhost', 'slot2.localhost']);
    await h.database.db.update(tenants).set({ engagement: OFFERS }).where(eq(tenants.domain_name, SLOT2.domain_name));
  });
  afterAll(() => h?.database.close());

  const claim = (s: Session, code: string) => call(h, '/api/promotion/claim', s, { code });
  const claims = async (s: Session) => PromotionClaim.array().parse((await call(h, '/api/promotion/claims', s)).value);
  async function deposited(s: Session, amount: number) {
    const id = idOf(await depositOf(h, s, amount));
    expect(await approve(h, id)).toMatchObject({ statusCode: 1 });
    return id;
  }
  it('lists the running promotions only, in the reader language or the default, untitled ones as null', async () => {
    const res = await answer(h.post('/api/promotion/list', { ...SLOT2, lang: 'ESP' }));
    const list = PromotionSchema.array().parse(res.value);
    expect(list.map((p) => p.code)).toEqual(['welcome-bonus', 'reload', 'june']);
    expect(list[0]).toMatchObject({
      title: '¡Bienvenido!',
      body: '<p>Double your first deposit</p>',
      img_url: null,
      bonus_percent: 100,
      max_bonus: 50,
      min_deposit: 20,
      turnover_multiplier: 5,
    });
    expect(list[1]).toMatchObject({ title: null, body: null });
    expect(list[2]).toMatchObject({ starts_at: '2026-06-01T11:00:00Z', ends_at: '2026-07-01T00:00:00Z' });
    const en = PromotionSchema.array().parse((await answer(h.post('/api/promotion/list', SLOT2))).value);
    expect(en[0]?.title).toBe('Welcome!');
  });

  it("lists a tenant without its own offers the default ones, worded by the site's messages", async () => {
    const list = PromotionSchema.array().parse((await answer(h.post('/api/promotion/list', CASINO3))).value);
    expect(list.map((p) => [p.code, p.title])).toEqual([
      ['welcome-bonus', null],
      ['reload-bonus', null],
    ]);
  });

  it('pays deposit × percent once into bonus money, capped at max_bonus, asking bonus × multiplier of wagering', async () => {
    const s = await registerPlayer(h, SLOT2);
    expect(await claim(s, 'welcome-bonus')).toMatchObject({ status: 400, message: 'noEligibleDeposit' });
    await deposited(s, 80);
    const first = await claim(s, 'welcome-bonus');
    expect(first).toMatchObject({ statusCode: 1, balance: 80 });
    expect(PromotionClaim.parse(first.value)).toMatchObject({
      code: 'welcome-bonus',
      state: 'active',
      bonus: 50,
      turnover_required: 250,
      turnover_done: 0,
      remaining: 250,
    });
    expect(await claim(s, 'welcome-bonus')).toMatchObject({ status: 400, message: 'promotionClaimed' });
    await deposited(s, 30);
    expect(await claim(s, 'welcome-bonus')).toMatchObject({ message: 'promotionClaimed' });
    expect(await call(h, '/api/auth/get_balance', s)).toMatchObject({ game_balance: 110, bonus_balance: 50 });
    const key = `promotion:welcome-bonus:${(await playerOf(h, s)).id}`;
    const bonuses = (await h.database.db.select().from(ledgerPostings)).filter((p) => p.idempotency_key === key);
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]?.kind).toBe('bonus');
    // Bonus money is not cash: the cash statement shows the deposits only.
    const lines = (await call(h, '/api/payment/statement', s)).value as { kind: string; amount: number }[];
    expect(lines.map((l) => l.kind)).toEqual(['deposit', 'deposit']);
  });

  it('needs a deposit of at least min_deposit, and one deposit backs one bonus (the latest eligible)', async () => {
    const s = await registerPlayer(h, SLOT2);
    await deposited(s, 15);
    expect(await claim(s, 'welcome-bonus')).toMatchObject({ message: 'noEligibleDeposit' });
    // A multiple of 0 pays the bonus as plain cash.
    const reload = await claim(s, 'reload');
    expect(reload.value).toMatchObject({ bonus: 3.75, state: 'completed', turnover_required: 0, remaining: 0 });
    expect(reload).toMatchObject({ balance: 18.75 });
    expect(await claim(s, 'june')).toMatchObject({ message: 'noEligibleDeposit' });
    const older = await deposited(s, 40);
    const latest = await deposited(s, 60);
    expect((await claim(s, 'june')).value).toMatchObject({ bonus: 6 });
    const rows = await h.database.db.select().from(promotionClaims).where(eq(promotionClaims.promotion_code, 'june'));
    expect(rows.map((r) => r.deposit_request_id)).toContain(Number(latest));
    expect(rows.map((r) => r.deposit_request_id)).not.toContain(Number(older));
  });

  it('refuses promotions that are not running, and counts only deposits made during the period', async () => {
    const s = await registerPlayer(h, SLOT2);
    const id = await deposited(s, 50);
    expect(await claim(s, 'later')).toMatchObject({ message: 'promotionNotRunning' });
    expect(await claim(s, 'over')).toMatchObject({ message: 'promotionNotRunning' });
    expect(await claim(s, 'nothing-here')).toMatchObject({ message: 'promotionNotRunning' });
    expect(await claim(s, 'Bad Code!')).toMatchObject({ statusCode: -400 });
    // Made an hour before June's promotion began.
    await h.database.db
      .update(moneyRequests)
      .set({ created_at: new Date(NOW.getTime() - 2 * 3_600_000) })
      .where(eq(moneyRequests.id, Number(id)));
    expect(await claim(s, 'june')).toMatchObject({ message: 'noEligibleDeposit' });
    expect(await claim(s, 'welcome-bonus')).toMatchObject({ statusCode: 1 });
  });

  it('claims once when the same claim arrives twice at once, and one deposit never backs two bonuses', async () => {
    const s = await registerPlayer(h, SLOT2);
    await deposited(s, 40);
    const same = await Promise.all([claim(s, 'welcome-bonus'), claim(s, 'welcome-bonus'), claim(s, 'welcome-bonus')]);
    expect(same.filter((r) => r.statusCode === 1)).toHaveLength(1);
    expect(same.filter((r) => r.message === 'promotionClaimed')).toHaveLength(2);
    const t = await registerPlayer(h, SLOT2);
    await deposited(t, 40);
    const both = await Promise.all([claim(t, 'welcome-bonus'), claim(t, 'june')]);
    expect(both.filter((r) => r.statusCode === 1)).toHaveLength(1);
    expect(both.filter((r) => r.message === 'noEligibleDeposit')).toHaveLength(1);
    // 40 and a bonus of 40 (welcome) or of 4 (june), whichever got the lock first.
    expect([40, 4]).toContain((await call(h, '/api/auth/get_balance', t)).bonus_balance);
  });

  it('refuses a bonus on a deposit a withdrawal followed, even in part, and takes a newer deposit', async () => {
    const s = await registerPlayer(h, SLOT2);
    const bank = await saveBank(h, s);
    await deposited(s, 100);
    expect(await approve(h, idOf(await withdrawalOf(h, s, bank, 90)))).toMatchObject({ statusCode: 1 });
    expect(await claim(s, 'welcome-bonus')).toMatchObject({ status: 400, message: 'depositWithdrawn' });
    expect(await claims(s)).toEqual([]);
    await deposited(s, 30);
    expect((await claim(s, 'welcome-bonus')).value).toMatchObject({ bonus: 30 });
    expect(await call(h, '/api/auth/get_balance', s)).toMatchObject({ game_balance: 40, bonus_balance: 30 });
  });

  it('counts a pending withdrawal as money out, and a rejected one as money back', async () => {
    const s = await registerPlayer(h, SLOT2);
    const bank = await saveBank(h, s);
    await deposited(s, 40);
    const pending = idOf(await withdrawalOf(h, s, bank, 40));
    expect(await claim(s, 'welcome-bonus')).toMatchObject({ message: 'depositWithdrawn' });
    expect(await reject(h, pending)).toMatchObject({ statusCode: 1 });
    expect((await claim(s, 'welcome-bonus')).value).toMatchObject({ bonus: 40 });
  });

  it('needs a session for the claims and the claim', async () => {
    expect(await answer(h.post('/api/promotion/claims', { account_id: 'nobody', auth: 'x' }))).toMatchObject({
      message: 'sessionExpired',
    });
  });

  it('leaves the ledger balanced', async () => {
    expect(await ledgerProblems(h.database.db)).toEqual({ unbalanced: [], mismatched: [] });
  });
});
