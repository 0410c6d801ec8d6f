import { describe, expect, it } from 'vitest';
import { boardView, marketLabel, matchViews } from './board-view';
import { type PickTexts, pickOf } from './picks';

const names = (home: string, away: string, cnHome?: string) => ({
  home_team_name: home,
  away_team_name: away,
  home_name_en: home,
  away_name_en: away,
  ...(cnHome ? { home_name_cn: cnHome } : {}),
  away_name_cn: '',
});

const MATCHES = [
  { match_id: 2, league: 'NBA', start_time: '2026-06-02T01:00:00Z', ...names('Miami Heat', 'Milwaukee Bucks') },
  {
    match_id: 1,
    league: 'LaLiga',
    start_time: '2026-06-01T18:00:00Z',
    ...names('Real Madrid', 'Barcelona', '皇家马德里'),
  },
  { match_id: 3, league: 'LaLiga', start_time: '2026-06-03T18:00:00Z', ...names('Sevilla', 'Atlético Madrid') },
];

const line = (
  match_id: number,
  bet_type: string,
  home_away: 'home' | 'away' | 'draw',
  criteria1: string,
  odds: number,
) => {
  const match = MATCHES.find((m) => m.match_id === match_id)!;
  return { match_id, bet_type, home_away, criteria1, odds, ...names(match.home_team_name, match.away_team_name) };
};

const ODDS = [
  line(1, 'over_under', 'away', '3.5', 1.95),
  line(1, 'over_under', 'home', '3.5', 1.85),
  line(1, '1x2', 'away', '', 2.9),
  line(1, '1x2', 'draw', '', 3.6),
  line(1, '1x2', 'home', '', 2.3),
  line(1, 'handicap', 'home', '-0.25', 1.98),
  line(1, 'handicap', 'away', '+0.25', 1.86),
  line(1, 'corners', 'home', '', 1.5),
  line(2, '1x2', 'home', '', 1.7),
  line(2, '1x2', 'away', '', 2.1),
];

const TEXTS: PickTexts = {
  versus: (home, away) => `${home} v ${away}`,
  market: (label) => ({ '1x2': '1X2', winner: 'Winner', handicap: 'Handicap', over_under: 'Over/Under' })[label],
  draw: 'Draw',
  total: (side, l) => `${side === 'over' ? 'Over' : 'Under'} ${l}`,
  line: (team, l) => `${team} ${l}`,
  short: (side, l) => ({ home: '1', draw: 'X', away: '2', over: `O ${l}`, under: `U ${l}` })[side],
  pick: ({ match, market, choice, odds }) => `${match}: ${market}, ${choice}, odds ${odds}`,
  odds: (odds) => odds.toFixed(2),
};

describe('the odds board', () => {
  it('groups matches by league in order of their first kick-off', () => {
    const board = boardView(MATCHES, ODDS, 'en');
    expect(board.map((l) => [l.league, l.matches.map((m) => m.id)])).toEqual([
      ['LaLiga', [1, 3]],
      ['NBA', [2]],
    ]);
  });

  it('orders markets and sides, and leaves out bet types it does not know', () => {
    const [madrid] = matchViews(MATCHES, ODDS, 'en');
    expect(madrid!.markets.map((m) => [m.betType, m.selections.map((s) => s.side)])).toEqual([
      ['1x2', ['home', 'draw', 'away']],
      ['handicap', ['home', 'away']],
      ['over_under', ['home', 'away']],
    ]);
    expect(madrid!.markets[0]!.selections[0]!.key).toBe('1:1x2:home');
  });

  it("names teams in the page's language, falling back to the platform's name", () => {
    const [madrid] = matchViews(MATCHES, ODDS, 'cn');
    expect([madrid!.home, madrid!.away]).toEqual(['皇家马德里', 'Barcelona']);
    expect(matchViews(MATCHES, ODDS, 'rus')[0]!.home).toBe('Real Madrid');
  });

  it('words each odds button with match, market, choice and odds', () => {
    const [madrid] = matchViews(MATCHES, ODDS, 'en');
    const words = madrid!.markets.flatMap((m) => m.selections.map((s) => pickOf(madrid!, m, s, TEXTS)));
    expect(words.map((w) => w.short)).toEqual(['1', 'X', '2', '-0.25', '+0.25', 'O 3.5', 'U 3.5']);
    expect(words[1]!.pick.label).toBe('Real Madrid v Barcelona: 1X2, Draw, odds 3.60');
    expect(words[3]!.pick.label).toBe('Real Madrid v Barcelona: Handicap, Real Madrid -0.25, odds 1.98');
    expect(words[6]!.pick).toMatchObject({ choice: 'Under 3.5', odds: '1.95', key: '1:over_under:away' });
  });

  it('names a result market by its outcomes: a two-way one is "winner", never "1X2"', () => {
    const [madrid, nba] = matchViews(MATCHES, ODDS, 'en').sort((a, b) => a.id - b.id);
    expect(marketLabel(madrid!.markets[0]!)).toBe('1x2');
    expect(marketLabel(nba!.markets[0]!)).toBe('winner');
    const [home] = nba!.markets[0]!.selections;
    expect(pickOf(nba!, nba!.markets[0]!, home!, TEXTS).pick.market).toBe('Winner');
  });
});
