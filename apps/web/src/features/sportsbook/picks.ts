import {
  type BetType,
  type MarketLabel,
  type MarketView,
  type MatchView,
  marketLabel,
  type SelectionView,
  type Side,
} from './board-view';
import type { Pick } from './slip-store';

// The words of an odds button and of its slip line, from one selection of a match. Texts come in from the
// messages (pick-texts.server.ts), so this stays a plain function.

export type PickTexts = {
  versus: (home: string, away: string) => string;
  market: (label: MarketLabel) => string;
  draw: string;
  /** "Over 2.5" and "Under 2.5", in full for the slip and the spoken name. */
  total: (side: 'over' | 'under', line: string) => string;
  /** "Arsenal -0.5". */
  line: (team: string, line: string) => string;
  /** The button's own short choice: "1", "X", "2", "O 2.5". */
  short: (side: Side | 'over' | 'under', line: string) => string;
  pick: (parts: { match: string; market: string; choice: string; odds: string }) => string;
  odds: (odds: number) => string;
};

/** Over/under lines come as home (Over) and away (Under), as the platform sends them. */
const totalSide = (side: Side) => (side === 'home' ? 'over' : 'under');

function choiceOf(match: MatchView, betType: BetType, s: SelectionView, texts: PickTexts): string {
  if (betType === 'over_under') return texts.total(totalSide(s.side), s.criteria);
  const team = s.side === 'home' ? match.home : s.side === 'away' ? match.away : texts.draw;
  return betType === 'handicap' && s.side !== 'draw' ? texts.line(team, s.criteria) : team;
}

function shortOf(betType: BetType, s: SelectionView, texts: PickTexts): string {
  if (betType === 'over_under') return texts.short(totalSide(s.side), s.criteria);
  if (betType === 'handicap') return s.criteria;
  return texts.short(s.side, '');
}

export function pickOf(
  match: MatchView,
  market: MarketView,
  selection: SelectionView,
  texts: PickTexts,
): { pick: Pick; short: string } {
  const { betType } = market;
  const parts = {
    match: texts.versus(match.home, match.away),
    market: texts.market(marketLabel(market)),
    choice: choiceOf(match, betType, selection, texts),
    odds: texts.odds(selection.odds),
  };
  return {
    pick: { key: selection.key, ...parts, label: texts.pick(parts) },
    short: shortOf(betType, selection, texts),
  };
}
