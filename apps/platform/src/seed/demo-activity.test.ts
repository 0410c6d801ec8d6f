import { fetchTransactions, top10WinnerWithdrawal } from '@felt/contract';
import { DEFAULT_ENGAGEMENT } from '@felt/contract/operator';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck, problemCount } from '../db/queries/ledger-check';
import { players, tenants } from '../db/schema';
import { defaultsIn } from '../services/engagement/defaults';
import { importTenant } from '../services/tenant-files';
import { BACKENDS } from '../test/backends';
import { type Harness, harness, NOW, seedFile } from '../test/fixture';
import { crowdMoney, ensureDemoActivity } from './demo-activity';
import { floorFigure, planActivity, planCrowd, seededRandom } from './demo-crowd';
import { dropUnconvertedDefaults, unconvertedParts } from './demo-engagement';

// The demo crowd: believable activity on every demo site, through the ledger, and none on a real one.

const DAY = 24 * 60 * 60 * 1000;
const SLOT5 = { domain_name: 'slot5.localhost', external_id: 'felt-slot5' } as const;
const SLOT9 = { domain_name: 'slot9.localhost', external_id: 'felt-slot9' } as const;
const REAL = { domain_name: 'casino.example', external_id: 'real-casino' } as const;

describe('the crowd plan', () => {
  const random = seededRandom('plan-test');
  const people = planCrowd(random, 300, NOW, new Set(['demo01']));
  const actors = people.map((p) => ({ created_at: p.created_at, balance_minor: 0 }));
  const games = Array.from({ length: 20 }, (_, i) => ({ provider_code: 'JILI', game_code: `game-${i}` }));
  const events = planActivity(random, {
    actors,
    games,
    money: crowdMoney('IDR'),
    from: new Date(NOW.getTime() - 180 * DAY),
    to: NOW,
    deposits: 250,
    depositors: 180,
    wins: 24,
    withdrawals: 16,
    lastHour: 3,
    seen: 80,
    allSeen: true,
  });

  it('draws distinct account ids, none of them taken', () => {
    const keys = people.map((p) => p.account_id.toLowerCase());
    expect(new Set(keys).size).toBe(300);
    expect(keys).not.toContain('demo01');
    for (const id of people.map((p) => p.account_id)) expect(id).toMatch(/^[A-Za-z0-9_]{3,32}$/);
  });

  it('never lets a player stake or withdraw cash they do not have, nor act before signing up', () => {
    const cash = new Map<number, number>();
    let last = 0;
    for (const event of events) {
      expect(event.at.getTime()).toBeGreaterThanOrEqual(last);
      last = event.at.getTime();
      expect(event.at.getTime()).toBeGreaterThanOrEqual(actors[event.actor]!.created_at.getTime());
      const held = cash.get(event.actor) ?? 0;
      if (event.kind === 'deposit') cash.set(event.actor, held + event.amount_minor);
      if (event.kind === 'round') {
        expect(event.bet_minor).toBeLessThanOrEqual(held);
        cash.set(event.actor, held - event.bet_minor + event.win_minor);
      }
      if (event.kind === 'withdrawal') {
        expect(event.amount_minor).toBeLessThanOrEqual(held);
        cash.set(event.actor, held - event.amount_minor);
      }
    }
  });

  it('wins each with another player or game, in amounts of the currency', () => {
    const rounds = events.flatMap((e) => (e.kind === 'round' ? [e] : []));
    expect(rounds.length).toBeGreaterThanOrEqual(20);
    const pairs = new Set(rounds.map((r) => `${r.actor}:${r.game.game_code}`));
    expect(pairs.size).toBe(rounds.length);
    expect(new Set(rounds.map((r) => r.game.game_code)).size).toBeGreaterThan(5);
    // Stakes of half a dollar's worth and up: IDR 10,000 (1,000,000 in minor units).
    for (const r of rounds) expect(r.bet_minor).toBeGreaterThanOrEqual(1_000_000);
    const deposits = events.flatMap((e) => (e.kind === 'deposit' ? [e] : []));
    for (const d of deposits) expect(d.amount_minor).toBeGreaterThanOrEqual(crowdMoney('IDR').min);
  });

  it('spreads deposits over many players, some of them twice, and the latest over many more', () => {
    const deposits = events.flatMap((e) => (e.kind === 'deposit' ? [e] : []));
    const depositors = new Set(deposits.map((d) => d.actor));
    expect(depositors.size).toBeLessThanOrEqual(180);
    expect(depositors.size).toBeGreaterThan(deposits.length / 2);
    expect(new Set(deposits.slice(-10).map((d) => d.actor)).size).toBeGreaterThanOrEqual(7);
  });

  it('asks withdrawals in round figures', () => {
    expect(floorFigure(73_456)).toBe(50_000);
    expect(floorFigure(2_999)).toBe(2_000);
    expect(floorFigure(1_000)).toBe(1_000);
    expect(floorFigure(0.5)).toBe(0);
  });
});

describe.each(BACKENDS)('demo activity on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(backend, ['casino3.localhost', 'slot5.localhost', 'slot9.localhost']);
    // An operator's own site on the same platform.
    await importTenant(h.database.db, { ...seedFile('casino2.localhost'), ...REAL });
    await ensureDemoActivity(h.database.db, NOW);
  }, 120_000);
  afterAll(() => h?.database.close());

  const statistics = async (site: { domain_name: string; external_id: string }) =>
    top10WinnerWithdrawal.response.parse(await (await h.post('/api/settings/top10winner_withdrawal', site)).json())
      .statistics;
  const feeds = async (site: { domain_name: string; external_id: string }) =>
    fetchTransactions.response.parse(await (await h.post('/api/home/fetch_transactions', site)).json());
  const playerCount = async () => (await h.database.db.select({ n: count() }).from(players))[0]?.n ?? 0;

  it('gives a demo site a few hundred players, active today, and distinct top wins in its currency', async () => {
    const stats = await statistics(SLOT5);
    expect(stats.registered_player).toBeGreaterThanOrEqual(220);
    expect(stats.registered_player).toBeLessThanOrEqual(401);
    const shown = defaultsIn('IDR').activity;
    expect(stats.shown_from).toEqual({
      players: shown.min_players,
      paid_out: shown.min_paid_out,
      rows: shown.min_rows,
    });
    expect(stats.active_player).toBeGreaterThanOrEqual(shown.min_players);
    expect(stats.deposited_player).toBeGreaterThanOrEqual(shown.min_players);
    expect(stats.winner).toHaveLength(10);
    const lines = stats.winner.map((w) => `${w.account_id} ${w.game_name}`);
    expect(new Set(lines).size).toBe(10);
    expect(new Set(stats.winner.map((w) => w.game_name)).size).toBeGreaterThan(3);
    expect(new Set(stats.winner.map((w) => w.account_id)).size).toBeGreaterThan(3);
    for (const w of stats.winner) expect(w.account_id).toMatch(/^.{1,2}\*\*\*.{1,2}$/);
    // Twelve stakes of IDR 10,000 at least; the same crowd wins in euros on slot9.
    expect(Math.min(...stats.winner.map((w) => w.amount))).toBeGreaterThanOrEqual(120_000);
    const euros = await statistics(SLOT9);
    expect(Math.max(...euros.winner.map((w) => w.amount))).toBeLessThan(10_000);
    expect(stats.withrawal.length).toBeGreaterThanOrEqual(shown.min_rows);
    const { deposits, withdrawals } = await feeds(SLOT5);
    expect(deposits).toHaveLength(10);
    expect(withdrawals.length).toBeGreaterThanOrEqual(shown.min_rows);
    for (const d of deposits) expect(d.amount).toBeGreaterThanOrEqual(80_000);
  });

  it('writes it all through the ledger, which proves sound', async () => {
    const report = await ledgerCheck(h.database.db);
    expect(problemCount(report)).toBe(0);
  });

  it("invents nothing for an operator's own site", async () => {
    const stats = await statistics(REAL);
    expect(stats).toMatchObject({ registered_player: 0, active_player: 0, deposited_player: 0, winner: [] });
    expect((await feeds(REAL)).deposits).toEqual([]);
  });

  it('adds nothing on a start soon after, and what the crowd did since after a quiet spell', async () => {
    const before = await playerCount();
    expect(await ensureDemoActivity(h.database.db, new Date(NOW.getTime() + 60 * 60 * 1000))).toBe(0);
    expect(await playerCount()).toBe(before);
    const later = new Date(NOW.getTime() + 10 * DAY);
    expect(await ensureDemoActivity(h.database.db, later)).toBe(3);
    expect(await playerCount()).toBe(before);
    h.clock.advance(10 * DAY);
    try {
      const stats = await statistics(SLOT5);
      expect(stats.winner.length).toBeGreaterThanOrEqual(stats.shown_from?.rows ?? 0);
      for (const w of stats.winner) expect(Date.parse(w.created_at)).toBeGreaterThan(later.getTime() - 7 * DAY);
      expect(stats.active_player).toBeGreaterThanOrEqual(stats.shown_from?.players ?? 0);
      const { deposits } = await feeds(SLOT5);
      expect(Date.parse(deposits[0]?.created_at ?? '')).toBeGreaterThan(NOW.getTime());
    } finally {
      h.clock.advance(-10 * DAY);
    }
    expect(problemCount(await ledgerCheck(h.database.db))).toBe(0);
  });

  it('drops from a demo site the parts that still hold the dollar defaults, and keeps the rest', async () => {
    const own = { ...DEFAULT_ENGAGEMENT.promotions[0], code: 'own-offer', min_deposit: 100_000 };
    const section = {
      promotions: DEFAULT_ENGAGEMENT.promotions,
      missions: DEFAULT_ENGAGEMENT.missions,
      show_referral: false,
    };
    expect(unconvertedParts(section, 'IDR')).toEqual(['promotions', 'missions']);
    // In dollars the defaults read as written: nothing to put right.
    expect(unconvertedParts(section, 'USD')).toEqual([]);
    const db = h.database.db;
    const set = (domain: string, engagement: object) =>
      db.update(tenants).set({ engagement }).where(eq(tenants.domain_name, domain));
    await set(SLOT5.domain_name, section);
    await set(SLOT9.domain_name, { promotions: [own] });
    await set(REAL.domain_name, section);
    expect(await dropUnconvertedDefaults(db, NOW)).toBe(1);
    const stored = async (domain: string) =>
      (await db.select({ e: tenants.engagement }).from(tenants).where(eq(tenants.domain_name, domain)))[0]?.e;
    expect(await stored(SLOT5.domain_name)).toEqual({ show_referral: false });
    expect(await stored(SLOT9.domain_name)).toEqual({ promotions: [own] });
    expect(await stored(REAL.domain_name)).toEqual(section);
    const list = (await (await h.post('/api/promotion/list', SLOT5)).json()) as { value: { min_deposit: number }[] };
    expect(list.value.map((p) => p.min_deposit)).toEqual(defaultsIn('IDR').promotions.map((p) => p.min_deposit));
  });
});
