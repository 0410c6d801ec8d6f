import { describe } from '../descriptor';

// Slot family: a category rail with icons on wide screens, a bottom tab bar on phones; rounded and bright.
// Its home shows the new games right under the slides; live casino, providers and promotions close it.
export const SLOT_TEMPLATES = [
  describe('slot1', {
    header: 'pill',
    sections: ['slides', 'newGames', 'categories', 'hotGames', 'marquee', 'liveCasino', 'providers', 'promotions'],
    card: 'tile',
    signature: 'spotlight',
    mode: 'dark',
  }),
  describe('slot2', {
    header: 'classic',
    sections: ['marquee', 'slides', 'newGames', 'categories', 'hotGames', 'liveCasino', 'providers', 'promotions'],
    card: 'square',
    signature: 'polaroid',
    mode: 'light',
  }),
  describe('slot3', {
    header: 'banner',
    sections: ['slides', 'newGames', 'marquee', 'hotGames', 'categories', 'liveCasino', 'providers', 'promotions'],
    card: 'portrait',
    signature: 'bleed-hero',
    mode: 'dark',
  }),
  describe('slot4', {
    header: 'pill',
    sections: ['categories', 'slides', 'newGames', 'marquee', 'hotGames', 'liveCasino', 'providers', 'promotions'],
    card: 'landscape',
    signature: 'tile-categories',
    mode: 'light',
  }),
  describe('slot5', {
    face: 'condensed',
    header: 'compact',
    sections: ['slides', 'newGames', 'hotGames', 'categories', 'marquee', 'liveCasino', 'providers', 'promotions'],
    card: 'tile',
    signature: 'ranked',
    mode: 'dark',
  }),
  describe('slot6', {
    header: 'classic',
    sections: ['slides', 'newGames', 'categories', 'marquee', 'hotGames', 'liveCasino', 'providers', 'promotions'],
    card: 'portrait',
    signature: 'ribbons',
    mode: 'light',
  }),
  describe('slot7', {
    header: 'banner',
    sections: ['marquee', 'slides', 'newGames', 'hotGames', 'categories', 'liveCasino', 'providers', 'promotions'],
    card: 'square',
    signature: 'led-ticker',
    mode: 'dark',
  }),
  describe('slot8', {
    header: 'pill',
    sections: ['slides', 'newGames', 'marquee', 'categories', 'hotGames', 'liveCasino', 'providers', 'promotions'],
    card: 'landscape',
    signature: 'split-hero',
    mode: 'dark',
  }),
  describe('slot9', {
    header: 'compact',
    sections: ['categories', 'marquee', 'slides', 'newGames', 'hotGames', 'liveCasino', 'providers', 'promotions'],
    card: 'tile',
    signature: 'neon',
    mode: 'light',
  }),
];
