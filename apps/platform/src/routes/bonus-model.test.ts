import type { EngagementSection } from '@felt/contract/operator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProblems } from '../db/queries/ledger';
import { tenants } from '../db/schema';
import { BACKENDS } from '../test/backends';
import { BonusWalletModel } from '../test/bonus-model';
import { seeded } from '../test/farming-games';
import { type Harness, harness } from '../test/fixture';
import { launch, money, wallet } from '../test/games';
import { approve, depositOf, idOf, operator, saveBank } from '../test/payments';
import { call, registerPlayer, type Session, SLOT2 } from '../test/players';

// The bonus model the farming Monte-Carlo plays on (test/bonus-model.ts) held to the real wallet: seeded runs of
// rewards, deposits, bets with their wins on games of every weight, and withdrawals, the same on both, compared
// after every step: cash, bonus money, wagering left and each refusal.

const RULES: EngagementSection = {
  reward_turnover_multiplier: 3,
  bonus: { max_stake: 20, reward_max_conversion: 2, max_conversion: 3 },
};
const GAMES = [
  { game: { provider_code: 'JILI', game_code: 'golden-temple-riches' }, weightBp: 10_000 },
  { game: { provider_code: 'DEMO', game_code: 'rocket' }, weightBp: 500 },
  { game: { provider_code: 'DEMO', game_code: 'dice-duel' }, weightBp: 0 },
];

describe.each(BACKENDS)('the bonus model against the wallet on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(backend, ['slot2.localhost']);
    await h.database.db.update(tenants).set({ engagement: RULES }).where(eq(tenants.domain_name, SLOT2.domain_name));
  });
  afterAll(() => h?.database.close());

  async function gift(s: Session, amount: number) {
    const sent = await operator(h, '/api/operator/inbox', {
      domain_name: s.site.domain_name,
      account_id: s.account_id,
      title: 'Gift',
      body: 'A gift',
      reward_kind: 'cash',
      reward_amount: amount / 100,
    });
    expect(await call(h, '/api/settings/claim_inbox', s, { inbox_id: sent.inbox_id })).toMatchObject({ statusCode: 1 });
  }

  it.each([1, 2, 3, 4, 5])('agrees on every step of seeded run %i', async (seed) => {
    const random = seeded(seed);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    const s = await registerPlayer(h, SLOT2);
    const bank = await saveBank(h, s);
    const games = await Promise.all(GAMES.map(async (g) => ({ ...g, launched: await launch(h, s, g.game) })));
    const model = new BonusWalletModel();
    for (let step = 0; step < 40; step++) {
      const roll = random();
      let real: string;
      let expected: string;
      if (roll < 0.15) {
        const amount = pick([500, 1_000, 2_500]);
        await gift(s, amount);
        model.grant({ amount, multiple: 3, cap: amount * 2, maxStake: 2_000, cashFirst: true, winningsLocked: true });
        real = expected = 'ok';
      } else if (roll < 0.3) {
        const amount = pick([1_000, 3_000]);
        expect(await approve(h, idOf(await depositOf(h, s, amount / 100)))).toMatchObject({ statusCode: 1 });
        model.deposit(amount, 1);
        real = expected = 'ok';
      } else if (roll < 0.85) {
        const g = pick(games);
        const stake = pick([100, 500, 1_000, 2_000, 2_500]);
        const win = Math.floor(stake * pick([0, 0, 0.5, 1, 2, 5]));
        const body = money(g.launched, stake);
        const bet = await wallet(h, 'bet', body);
        real = bet.statusCode === 1 ? 'ok' : String(bet.message);
        if (bet.statusCode === 1)
          await wallet(h, 'win', { ...body, transaction_id: `${body.transaction_id}-w`, amount: win });
        expected = model.play(stake, g.weightBp, () => win);
      } else {
        const amount = pick([500, 1_000]);
        const confirmed = random() < 0.5;
        const res = await call(h, '/api/payment/withdraw', s, {
          bank_id: bank,
          amount: amount / 100,
          forfeit_bonus: confirmed,
        });
        real = res.statusCode === 1 ? 'ok' : String(res.message);
        expected = model.withdraw(amount, confirmed);
      }
      const view = (await call(h, '/api/promotion/bonus', s)).value as { balance: number; wagering_left: number };
      const cash = (await call(h, '/api/auth/get_balance', s)).game_balance as number;
      expect({
        step,
        real,
        cash: Math.round(cash * 100),
        bonus: Math.round(view.balance * 100),
        left: Math.round(view.wagering_left * 100),
      }).toEqual({
        step,
        real: expected,
        cash: model.cash,
        bonus: model.bonus,
        left: model.left,
      });
    }
  });

  it('leaves the ledger balanced', async () => {
    expect(await ledgerProblems(h.database.db)).toEqual({ unbalanced: [], mismatched: [] });
  });
});
