import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { IconName } from './entry-icon';

// Every name the type allows, so that a new category or page without a drawing fails here.
const NAMES: Record<IconName, true> = {
  home: true,
  more: true,
  hot: true,
  slot_game: true,
  casino: true,
  hash_game: true,
  sportsbook: true,
  fishing: true,
  poker: true,
  sabong: true,
  lottery: true,
  horse_racing: true,
  bingo: true,
  arcade: true,
  crash: true,
  promotions: true,
  vip: true,
  leaderboard: true,
  mission: true,
  referral: true,
  news: true,
  download: true,
  rewards: true,
  chat: true,
  partners: true,
  account: true,
  menu: true,
  slip: true,
};

describe('menu icons', () => {
  const css = readFileSync(new URL('./entry-icon.css', import.meta.url), 'utf8');

  it('have a drawing for every icon name, and none for a name that does not exist', () => {
    const drawn = [...css.matchAll(/\[data-icon="(\w+)"\] \{\n {2}--icon: url\("data:image\/svg\+xml,[^"]+"\);/g)];
    expect(drawn.map((match) => match[1]).sort()).toEqual(Object.keys(NAMES).sort());
  });
});
