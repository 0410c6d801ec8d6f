import { describe } from '../descriptor';

// Casino family: a top header with a horizontal category nav and a footer of links; formal, gold-led.
// Its home follows the hot games with the live casino, then new games; promotions and providers close it.
export const CASINO_TEMPLATES = [
  describe('casino1', {
    face: 'serif',
    header: 'classic',
    sections: ['slides', 'marquee', 'categories', 'hotGames', 'liveCasino', 'newGames', 'promotions', 'providers'],
    card: 'portrait',
    signature: 'bleed-hero',
    mode: 'dark',
  }),
  describe('casino2', {
    face: 'serif',
    header: 'centered',
    sections: ['marquee', 'slides', 'hotGames', 'liveCasino', 'newGames', 'categories', 'promotions', 'providers'],
    card: 'framed',
    signature: 'led-ticker',
    mode: 'dark',
  }),
  describe('casino3', {
    face: 'serif',
    header: 'stacked',
    sections: ['slides', 'categories', 'hotGames', 'liveCasino', 'newGames', 'marquee', 'promotions', 'providers'],
    card: 'landscape',
    signature: 'editorial',
    mode: 'light',
  }),
  describe('casino4', {
    face: 'condensed',
    header: 'banner',
    sections: ['slides', 'hotGames', 'liveCasino', 'newGames', 'marquee', 'categories', 'promotions', 'providers'],
    card: 'square',
    signature: 'ranked',
    mode: 'dark',
  }),
  describe('casino5', {
    header: 'classic',
    sections: ['marquee', 'slides', 'categories', 'hotGames', 'liveCasino', 'newGames', 'promotions', 'providers'],
    card: 'tile',
    signature: 'neon',
    mode: 'dark',
  }),
  describe('casino6', {
    face: 'serif',
    header: 'centered',
    sections: ['slides', 'marquee', 'hotGames', 'liveCasino', 'newGames', 'categories', 'promotions', 'providers'],
    card: 'landscape',
    signature: 'tile-categories',
    mode: 'light',
  }),
  describe('casino7', {
    header: 'stacked',
    sections: ['slides', 'hotGames', 'liveCasino', 'newGames', 'categories', 'marquee', 'promotions', 'providers'],
    card: 'framed',
    signature: 'deco-frame',
    mode: 'dark',
  }),
  describe('casino8', {
    header: 'banner',
    sections: ['marquee', 'categories', 'slides', 'hotGames', 'liveCasino', 'newGames', 'promotions', 'providers'],
    card: 'portrait',
    signature: 'ribbons',
    mode: 'light',
  }),
  describe('casino9', {
    face: 'serif',
    header: 'classic',
    sections: ['categories', 'slides', 'marquee', 'hotGames', 'liveCasino', 'newGames', 'promotions', 'providers'],
    card: 'square',
    signature: 'split-hero',
    mode: 'dark',
  }),
];
