import { describe } from '../descriptor';

// Slot family: a category rail with icons on wide screens, a bottom tab bar on phones; rounded and bright.
export const SLOT_TEMPLATES = [
  describe('slot1', {
    header: 'pill',
    sections: ['slides', 'categories', 'hotGames', 'marquee'],
    card: 'tile',
    signature: 'spotlight',
    mode: 'dark',
  }),
  describe('slot2', {
    header: 'classic',
    sections: ['marquee', 'slides', 'categories', 'hotGames'],
    card: 'square',
    signature: 'polaroid',
    mode: 'light',
  }),
  describe('slot3', {
    header: 'banner',
    sections: ['slides', 'marquee', 'hotGames', 'categories'],
    card: 'portrait',
    signature: 'bleed-hero',
    mode: 'dark',
  }),
  describe('slot4', {
    header: 'pill',
    sections: ['categories', 'slides', 'marquee', 'hotGames'],
    card: 'landscape',
    signature: 'tile-categories',
    mode: 'light',
  }),
  describe('slot5', {
    face: 'condensed',
    header: 'compact',
    sections: ['slides', 'hotGames', 'categories', 'marquee'],
    card: 'tile',
    signature: 'ranked',
    mode: 'dark',
  }),
  describe('slot6', {
    header: 'classic',
    sections: ['slides', 'categories', 'marquee', 'hotGames'],
    card: 'portrait',
    signature: 'ribbons',
    mode: 'light',
  }),
  describe('slot7', {
    header: 'banner',
    sections: ['marquee', 'slides', 'hotGames', 'categories'],
    card: 'square',
    signature: 'led-ticker',
    mode: 'dark',
  }),
  describe('slot8', {
    header: 'pill',
    sections: ['slides', 'marquee', 'categories', 'hotGames'],
    card: 'landscape',
    signature: 'split-hero',
    mode: 'dark',
  }),
  describe('slot9', {
    header: 'compact',
    sections: ['categories', 'marquee', 'slides', 'hotGames'],
    card: 'tile',
    signature: 'neon',
    mode: 'light',
  }),
];
