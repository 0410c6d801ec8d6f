import { fetchTransactions, top10WinnerWithdrawal } from '@felt/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adVisits, gameRounds, tenants } from '../db/schema';
import { maskAccount } from '../services/site-activity';
import { BACKENDS } from '../test/backends';
import { fromAddress, type Harness, harness } from '../test/fixture';
import { launch, money, wallet } from '../test/games';
import { approve, depositOf, idOf, playerOf, reject, saveBank, withdrawalOf } from '../test/payments';
import { answer, CASINO3, registerPlayer, type Site, SLOT2 } from '../test/players';

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
    h = await harness(backend, ['casino3.localhost', 'slot2.localhost']);
  });
  afterAll(() => h?.database.close());

  const statistics = async (site: Site = CASINO3) =>
    top10WinnerWithdrawal.response.parse(await (await h.post('/api/settings/top10winner_withdrawal', site)).json())
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

  it("lists each player's best win per game once: a streak on one game is one line", async () => {
    const [lucky, other] = [await registerPlayer(h, SLOT2), await registerPlayer(h, SLOT2)];
    const [luckyRow, otherRow] = [await playerOf(h, lucky), await playerOf(h, other)];
    const [site] = await h.database.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.domain_name, SLOT2.domain_name));
    let n = 0;
    const round = (player_id: number, game_code: string, win_minor: number) => ({
      tenant_id: site!.id,
      player_id,
      session_id: 0,
      wallet_provider: 'DEMO',
      round_id: `streak-${backend.name}-${++n}`,
      provider_code: 'JILI',
      game_code,
      bet_minor: 100,
      win_minor,
      status: 'settled' as const,
      created_at: new Date(h.clock.now.getTime() - n * 60_000),
    });
    // Twelve wins of one player on one game, the same amount each time, and a few others.
    await h.database.db
      .insert(gameRounds)
      .values([
        ...Array.from({ length: 12 }, () => round(luckyRow.id, 'golden-temple-riches', 500_00)),
        round(luckyRow.id, 'golden-temple-riches', 900_00),
        round(luckyRow.id, 'fortune-ace', 300_00),
        round(otherRow.id, 'golden-temple-riches', 400_00),
      ]);
    const { winner } = await statistics(SLOT2);
    expect(winner.map((w) => [w.account_id, w.amount])).toEqual([
      [maskAccount(lucky.account_id), 900],
      [maskAccount(other.account_id), 400],
      [maskAccount(lucky.account_id), 300],
    ]);
    const lines = winner.map((w) => `${w.account_id}|${w.game_name}`);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it("says from which figures on the operator's site shows them, the defaults in its own currency", async () => {
    expect((await statistics()).shown_from).toEqual({ players: 50, paid_out: 500, rows: 3 });
    expect((await statistics(SLOT2)).shown_from).toEqual({ players: 50, paid_out: 100, rows: 3 });
    const db = h.database.db;
    await db
      .update(tenants)
      .set({ engagement: { activity: { min_players: 0, min_rows: 1 } } })
      .where(eq(tenants.domain_name, SLOT2.domain_name));
    try {
      expect((await statistics(SLOT2)).shown_from).toEqual({ players: 0, paid_out: 100, rows: 1 });
    } finally {
      await db.update(tenants).set({ engagement: null }).where(eq(tenants.domain_name, SLOT2.domain_name));
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
