import { fetchTransactions, top10WinnerWithdrawal } from '@felt/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adVisits } from '../db/schema';
import { maskAccount } from '../services/site-activity';
import { BACKENDS } from '../test/backends';
import { fromAddress, type Harness, harness } from '../test/fixture';
import { launch, money, wallet } from '../test/games';
import { approve, depositOf, idOf, reject, saveBank, withdrawalOf } from '../test/payments';
import { answer, CASINO3, registerPlayer } from '../test/players';

// The public activity of a site: the home page's recent transactions, the statistics widget and ad visits.

const DAY = 24 * 60 * 60 * 1000;

describe('maskAccount', () => {
  it('keeps only the ends and never shows the length', () => {
    expect(maskAccount('demo01')).toBe('de***01');
    expect(maskAccount('averylongaccount')).toBe('av***nt');
    expect(maskAccount('abcd')).toBe('a***d');
    expect(maskAccount('a')).toBe('***');
  });
});

describe.each(BACKENDS)('site activity on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(backend, ['casino3.localhost']);
  });
  afterAll(() => h?.database.close());

  const statistics = async () =>
    top10WinnerWithdrawal.response.parse(await (await h.post('/api/settings/top10winner_withdrawal', CASINO3)).json())
      .statistics;
  const feeds = async () =>
    fetchTransactions.response.parse(await (await h.post('/api/home/fetch_transactions', CASINO3)).json());

  it('shows approved money and real wins, masked, and counts players', async () => {
    const before = await statistics();
    const winner = await registerPlayer(h);
    const other = await registerPlayer(h);
    await approve(h, idOf(await depositOf(h, winner, 500)));
    const pendingDeposit = await depositOf(h, other, 400);
    // The whole deposit staked, as a withdrawal asks first (docs/decisions/0048-bonus-wallet.md), and 1,234 won.
    const game = await launch(h, winner);
    const round = money(game, 50_000);
    expect(await wallet(h, 'bet', round)).toMatchObject({ statusCode: 1 });
    const win = { ...round, transaction_id: `${round.transaction_id}-w`, amount: 123_400 };
    expect(await wallet(h, 'win', win)).toMatchObject({ statusCode: 1 });
    const bank = await saveBank(h, winner);
    const paid = await withdrawalOf(h, winner, bank, 100);
    await approve(h, idOf(paid));
    const refused = await withdrawalOf(h, winner, bank, 70);
    await reject(h, idOf(refused), 'Name does not match');

    const { deposits, withdrawals } = await feeds();
    expect(deposits[0]).toMatchObject({ account_id: maskAccount(winner.account_id), amount: 500 });
    // Pending and rejected requests are no one's business.
    expect(deposits.map((d) => d.amount)).not.toContain(400);
    expect(withdrawals[0]).toMatchObject({ account_id: maskAccount(winner.account_id), amount: 100 });
    expect(withdrawals.map((w) => w.amount)).not.toContain(70);
    expect(JSON.stringify([deposits, withdrawals])).not.toContain(winner.account_id);

    const after = await statistics();
    expect(after.withrawal[0]).toMatchObject({ amount: 100 });
    expect(after.winner[0]).toMatchObject({
      account_id: maskAccount(winner.account_id),
      amount: 1_234,
      game_name: 'Golden Temple Riches',
    });
    expect(after.hour_withdrawal).toBe(before.hour_withdrawal + 100);
    expect(after.registered_player).toBe(before.registered_player + 2);
    expect(after.deposited_player).toBe(before.deposited_player + 1);
    expect(after.active_player).toBe(before.active_player + 2);
    expect(pendingDeposit.statusCode).toBe(1);

    // A week later the week's tops and the hour's payouts start again; the counts stay.
    h.clock.advance(8 * DAY);
    try {
      const later = await statistics();
      expect(later.withrawal).toEqual([]);
      expect(later.winner).toEqual([]);
      expect(later.hour_withdrawal).toBe(0);
      expect(later.active_player).toBe(0);
      expect(later.registered_player).toBe(after.registered_player);
    } finally {
      h.clock.advance(-8 * DAY);
    }
  });

  it('records an ad visit by its pixel cookie or AppsFlyer id, and refuses one with neither', async () => {
    const none = await answer(h.post('/api/settings/adsvisit', CASINO3));
    expect(none).toMatchObject({ status: 400, message: 'validationFailed' });
    expect(none.errors).toEqual([
      { path: 'fbp', message: 'required' },
      { path: 'appsflyer_id', message: 'required' },
    ]);
    const id = `af-${Date.now()}`;
    const ok = await answer(
      h.post('/api/settings/adsvisit', { ...CASINO3, appsflyer_id: id }, fromAddress('203.0.113.9')),
    );
    expect(ok).toMatchObject({ status: 200, statusCode: 1 });
    const rows = await h.database.db.select().from(adVisits).where(eq(adVisits.appsflyer_id, id));
    expect(rows).toMatchObject([{ fbp: null, ip: '203.0.113.9' }]);
    const unknown = await answer(
      h.post('/api/settings/adsvisit', { domain_name: 'nowhere.localhost', external_id: 'x', fbp: 'fb.1.2.3' }),
    );
    expect(unknown).toMatchObject({ message: 'siteNotConfigured' });
  });
});
