import type { Game } from '@felt/contract';
import { describe, expect, it } from 'vitest';
import { appendPage, gamesBody, hasMorePages, inCategory } from './game-pages';

const game = (code: string, type = 'slot_game'): Game => ({
  provider_code: 'JILI',
  game_code: code,
  game_name: code,
  game_type: type,
  game_image: `/img/${code}.svg`,
  placeholder: null,
});

describe('gamesBody', () => {
  it('sends only the filters that are set', () => {
    expect(gamesBody({ category: 'slot_game', provider: '', flag: 'all', search: '  ' }, 1, 48)).toEqual({
      game_type: 'slot_game',
      page: 1,
      per_page: 48,
    });
  });

  it('sends provider, list and trimmed search text', () => {
    expect(gamesBody({ category: 'hot', provider: 'PGSOFT', flag: 'new', search: ' lucky cat ' }, 3, 48)).toEqual({
      game_type: 'hot',
      page: 3,
      per_page: 48,
      provider_code: 'PGSOFT',
      flag: 'new',
      search: 'lucky cat',
    });
  });

  it('cuts search text to the contract limit', () => {
    const body = gamesBody({ category: 'casino', provider: '', flag: 'all', search: 'x'.repeat(100) }, 1);
    expect(body.search).toHaveLength(64);
  });
});

describe('appendPage', () => {
  it('adds a page and skips games already listed', () => {
    const merged = appendPage([game('a'), game('b')], [game('b'), game('c')]);
    expect(merged.map((g) => g.game_code)).toEqual(['a', 'b', 'c']);
  });
});

describe('hasMorePages', () => {
  it('stops at the total or at an empty page', () => {
    expect(hasMorePages(48, 100, 48)).toBe(true);
    expect(hasMorePages(100, 100, 4)).toBe(false);
    expect(hasMorePages(48, 100, 0)).toBe(false);
  });
});

describe('inCategory', () => {
  it('keeps games of the category; the hot lobby keeps every game', () => {
    expect(inCategory(game('a', 'casino'), 'slot_game')).toBe(false);
    expect(inCategory(game('a', 'slot_game'), 'slot_game')).toBe(true);
    expect(inCategory(game('a', 'casino'), 'hot')).toBe(true);
  });
});
