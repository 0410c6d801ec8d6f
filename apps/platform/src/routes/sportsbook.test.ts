import { LOCALE_PREFIXES, matchList, publicOdds } from '@felt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../seed/fixtures';
import { seedSportsbook } from '../seed/seed-sportsbook';
import { BACKENDS } from '../test/backends';
import { type Harness, harness } from '../test/fixture';

// GET /api/home/match_list and /api/home/public_odds through app.request(), on PGlite and on PostgreSQL.

const DAY = 24 * 60 * 60 * 1000;

describe.each(BACKENDS)('sportsbook on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(backend, []);
    await seedSportsbook(h.database.db, h.clock.now);
  });
  afterAll(() => h?.database.close());

  const matches = async () => matchList.response.parse(await (await h.app.request(matchList.path)).json()).value;
  const odds = async () => publicOdds.response.parse(await (await h.app.request(publicOdds.path)).json()).value;

  it('lists the upcoming matches soonest first, with team names in every language', async () => {
    const res = await h.app.request(matchList.path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('public');
    const list = matchList.response.parse(await res.json()).value;
    expect(list).toHaveLength(FIXTURES.length);
    const starts = list.map((m) => Date.parse(m.start_time));
    expect(starts.every((t) => t > h.clock.now.getTime())).toBe(true);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const madrid = list.find((m) => m.home_team_name === 'Real Madrid')!;
    expect(madrid).toMatchObject({ league: 'LaLiga', away_team_name: 'Barcelona' });
    expect(madrid).toMatchObject({
      home_name_cn: '皇家马德里',
      away_name_rus: 'Барселона',
      home_name_esp: 'Real Madrid',
    });
    for (const m of list) {
      for (const p of LOCALE_PREFIXES) expect(m[`home_name_${p}`]).toBeTruthy();
      for (const p of LOCALE_PREFIXES) expect(m[`away_name_${p}`]).toBeTruthy();
    }
    expect(list.find((m) => m.home_team_name === 'Vietnam')).toMatchObject({ home_name_vi: 'Việt Nam' });
  });

  it('prices 1x2, handicap and over/under for every match with a bookmaker margin', async () => {
    const lines = await odds();
    const list = await matches();
    expect(lines.map((o) => o.match_id).filter((id, i, all) => all.indexOf(id) === i)).toEqual(
      list.map((m) => m.match_id),
    );
    for (const match of list) {
      const own = lines.filter((o) => o.match_id === match.match_id);
      expect(own.every((o) => o.home_team_name === match.home_team_name && o.home_name_cn === match.home_name_cn)).toBe(
        true,
      );
      for (const betType of ['1x2', 'handicap', 'over_under']) {
        const market = own.filter((o) => o.bet_type === betType);
        expect(market.length).toBeGreaterThanOrEqual(2);
        // The book's overround: implied chances add up to a little over 100 %.
        const overround = market.reduce((sum, o) => sum + 1 / o.odds, 0);
        expect(overround).toBeGreaterThan(1.01);
        expect(overround).toBeLessThan(1.1);
      }
      const handicap = own.filter((o) => o.bet_type === 'handicap').map((o) => Number(o.criteria1));
      expect(handicap[0]! + handicap[1]!).toBe(0);
    }
    const arsenal = lines.filter((o) => o.home_team_name === 'Arsenal' && o.bet_type === '1x2');
    expect(arsenal.map((o) => o.home_away)).toEqual(['home', 'draw', 'away']);
    const tennis = lines.filter((o) => o.home_team_name === 'Carlos Alcaraz' && o.bet_type === '1x2');
    expect(tennis.map((o) => o.home_away)).toEqual(['home', 'away']);
    const totals = lines.filter((o) => o.home_team_name === 'Los Angeles Lakers' && o.bet_type === 'over_under');
    expect(totals.map((o) => o.criteria1)).toEqual(['226.5', '226.5']);
  });

  it('rolls past kick-offs forward a week at a time, so the board never runs dry', async () => {
    const before = await matches();
    h.clock.advance(45 * DAY + 5 * 60 * 60 * 1000);
    try {
      const after = await matches();
      expect(after).toHaveLength(before.length);
      const now = h.clock.now.getTime();
      for (const m of after) {
        const start = Date.parse(m.start_time);
        expect(start).toBeGreaterThan(now);
        expect(start - now).toBeLessThanOrEqual(7 * DAY);
        const was = Date.parse(before.find((b) => b.match_id === m.match_id)!.start_time);
        expect((start - was) % (7 * DAY)).toBe(0);
      }
    } finally {
      h.clock.advance(-(45 * DAY + 5 * 60 * 60 * 1000));
    }
  });

  it('seeds the matches once', async () => {
    expect(await seedSportsbook(h.database.db, h.clock.now)).toBe(0);
    expect(await matches()).toHaveLength(FIXTURES.length);
  });

  it('serves the lists by GET only', async () => {
    const res = await h.post(matchList.path, {});
    expect(res.status).toBe(404);
  });
});
