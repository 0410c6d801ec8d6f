import type { LocalePrefix, Match, Odds } from '@felt/contract';
import type { z } from 'zod';

// Reshapes match_list and public_odds into the odds board: leagues in order of their first kick-off, each
// match's markets in a fixed order, team names in the page's language.

type WireMatch = z.infer<typeof Match>;
type WireOdds = z.infer<typeof Odds>;

export const BET_TYPES = ['1x2', 'handicap', 'over_under'] as const;
export type BetType = (typeof BET_TYPES)[number];
export type Side = 'home' | 'draw' | 'away';

export type SelectionView = { key: string; side: Side; criteria: string; odds: number };
/** A market's name: by its bet type, except a match result with no draw, which is a two-way "winner" market. */
export type MarketLabel = BetType | 'winner';
export type MarketView = { betType: BetType; selections: SelectionView[] };
export type MatchView = {
  id: number;
  league: string;
  start: string;
  home: string;
  away: string;
  markets: MarketView[];
};
export type LeagueView = { league: string; matches: MatchView[] };

const SIDE_ORDER: Record<Side, number> = { home: 0, draw: 1, away: 2 };

/** The team name in the page's language, else the platform's own (English) name. */
export function teamName(row: WireMatch | WireOdds, side: 'home' | 'away', prefix: LocalePrefix): string {
  const local = row[`${side}_name_${prefix}`];
  return local?.trim() ? local : side === 'home' ? row.home_team_name : row.away_team_name;
}

/** The slip key of one selection: the same odds line in the board and the widget share it. */
export const selectionKey = (matchId: number, betType: string, side: string) => `${matchId}:${betType}:${side}`;

function marketsOf(matchId: number, odds: WireOdds[]): MarketView[] {
  return BET_TYPES.flatMap((betType) => {
    const selections = odds
      .filter((o) => o.match_id === matchId && o.bet_type === betType)
      .sort((a, b) => SIDE_ORDER[a.home_away] - SIDE_ORDER[b.home_away])
      .map((o) => ({
        key: selectionKey(matchId, betType, o.home_away),
        side: o.home_away,
        criteria: o.criteria1,
        odds: o.odds,
      }));
    return selections.length ? [{ betType, selections }] : [];
  });
}

/** How a market is named: by the outcomes it has, so a two-way result is never called "1X2". */
export function marketLabel(market: MarketView): MarketLabel {
  return market.betType === '1x2' && !market.selections.some((s) => s.side === 'draw') ? 'winner' : market.betType;
}

/** Matches in kick-off order, with their markets. */
export function matchViews(matches: WireMatch[], odds: WireOdds[], prefix: LocalePrefix): MatchView[] {
  return [...matches]
    .sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time))
    .map((m) => ({
      id: m.match_id,
      league: m.league,
      start: m.start_time,
      home: teamName(m, 'home', prefix),
      away: teamName(m, 'away', prefix),
      markets: marketsOf(m.match_id, odds),
    }));
}

/** The board: leagues in order of their first kick-off, matches by kick-off within each. */
export function boardView(matches: WireMatch[], odds: WireOdds[], prefix: LocalePrefix): LeagueView[] {
  const leagues = new Map<string, MatchView[]>();
  for (const match of matchViews(matches, odds, prefix)) {
    const list = leagues.get(match.league);
    if (list) list.push(match);
    else leagues.set(match.league, [match]);
  }
  return [...leagues].map(([league, list]) => ({ league, matches: list }));
}
