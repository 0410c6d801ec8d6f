import type { Fixture, Sport } from './fixtures';

// Prices a fixture's three markets the way a bookmaker shows them: fair probabilities from the home edge,
// then a margin (the book's overround), as decimal odds with two decimals.

export type OddsLine = {
  bet_type: '1x2' | 'handicap' | 'over_under';
  /** Over/under has no sides: home is Over and away is Under. */
  home_away: 'home' | 'away' | 'draw';
  criteria1: string;
  odds: number;
};

/** 1x2 with a draw carries a bigger margin than the two-way markets, as on real boards. */
const MARGIN = { threeWay: 0.06, twoWay: 0.05 };

/** Expected home lead per unit of edge (goals, points, games, maps) and how fast cover chances move with it. */
const SCALE: Record<Sport, { lead: number; slope: number }> = {
  football: { lead: 2.4, slope: 0.35 },
  basketball: { lead: 30, slope: 0.03 },
  tennis: { lead: 12, slope: 0.08 },
  esports: { lead: 2, slope: 0.15 },
};

const clamp = (p: number, low: number, high: number) => Math.min(high, Math.max(low, p));
const price = (p: number, margin: number) => Math.max(1.01, Math.round(100 / (p * (1 + margin))) / 100);
const signed = (line: number) => (line > 0 ? `+${line}` : `${line || 0}`);

function threeWay(edge: number): OddsLine[] {
  const draw = 0.28 - 0.12 * Math.abs(edge);
  const home = clamp((1 - draw) * (0.5 + 0.75 * edge), 0.05, 0.9);
  const away = 1 - draw - home;
  return [
    { bet_type: '1x2', home_away: 'home', criteria1: '', odds: price(home, MARGIN.threeWay) },
    { bet_type: '1x2', home_away: 'draw', criteria1: '', odds: price(draw, MARGIN.threeWay) },
    { bet_type: '1x2', home_away: 'away', criteria1: '', odds: price(away, MARGIN.threeWay) },
  ];
}

function twoWay(bet_type: OddsLine['bet_type'], home: number, criteria: [string, string]): OddsLine[] {
  const p = clamp(home, 0.06, 0.94);
  return [
    { bet_type, home_away: 'home', criteria1: criteria[0], odds: price(p, MARGIN.twoWay) },
    { bet_type, home_away: 'away', criteria1: criteria[1], odds: price(1 - p, MARGIN.twoWay) },
  ];
}

/** The home side's line: quarter goals in football; half points or games elsewhere, so there is no push. */
function lineFor(sport: Sport, expected: number): number {
  if (sport === 'football') return -Math.round(expected * 4) / 4;
  // Esports is best of three: the favourite gives 1.5 maps.
  if (sport === 'esports') return expected >= 0 ? -1.5 : 1.5;
  return -Math.round(expected) - (expected >= 0 ? 0.5 : -0.5);
}

/** The handicap line nearest the expected lead; the chance of covering follows what rounding left over. */
function handicap({ sport, edge }: Fixture): OddsLine[] {
  const { lead, slope } = SCALE[sport];
  const expected = edge * lead;
  const line = lineFor(sport, expected);
  const cover = clamp(0.5 + (expected + line) * slope, 0.2, 0.8);
  return twoWay('handicap', cover, [signed(line), signed(-line)]);
}

/** Over/under: the line sits near the expected total, so both sides stay close to even money. */
function overUnder({ total, edge }: Fixture): OddsLine[] {
  const over = 0.5 + ((Math.round(total * 10) % 7) - 3) / 100 + edge / 20;
  return twoWay('over_under', over, [String(total), String(total)]);
}

export function oddsOf(fixture: Fixture): OddsLine[] {
  // Only football can end level; elsewhere 1x2 is the two-way winner market.
  const winner =
    fixture.sport === 'football' ? threeWay(fixture.edge) : twoWay('1x2', 0.5 + 0.8 * fixture.edge, ['', '']);
  return [...winner, ...handicap(fixture), ...overUnder(fixture)];
}
