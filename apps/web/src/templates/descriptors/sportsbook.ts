import { describe } from '../descriptor';

// Sportsbook family: a compact top bar, a sports list on the left, a bet slip column on the right; dense.
// The home page adds the upcoming matches near the top.
export const SPORTSBOOK_TEMPLATES = [
  describe('sportsbook1', {
    face: 'condensed',
    header: 'compact',
    sections: ['marquee', 'slides', 'matches', 'hotGames', 'categories'],
    card: 'row',
    signature: 'odds-strip',
    mode: 'dark',
  }),
  describe('sportsbook2', {
    header: 'classic',
    sections: ['slides', 'marquee', 'matches', 'hotGames', 'categories'],
    card: 'landscape',
    signature: 'scoreboard',
    mode: 'light',
  }),
  describe('sportsbook3', {
    header: 'stacked',
    sections: ['marquee', 'matches', 'hotGames', 'slides', 'categories'],
    card: 'square',
    signature: 'tickets',
    mode: 'dark',
  }),
  describe('sportsbook4', {
    header: 'compact',
    sections: ['slides', 'matches', 'categories', 'hotGames', 'marquee'],
    card: 'row',
    signature: 'pitch',
    mode: 'light',
  }),
];
