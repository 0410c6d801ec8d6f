import type { Game } from '@felt/contract';
import { describe, expect, it } from 'vitest';
import { appendPage, gamesBody, hasMorePages, inCategory, linkedFilters, lobbyLink } from './game-pages';

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

describe('lobby links', () => {
  it('name the lobby and only the filters that are chosen', () => {
    expect(lobbyLink('slot_game', { provider: 'JILI' })).toEqual({ pathname: '/slots', query: { provider: 'JILI' } });
    expect(lobbyLink('hot', { flag: 'new' })).toEqual({ pathname: '/hot', query: { list: 'new' } });
    expect(lobbyLink('casino', { provider: '', flag: 'all' })).toEqual({ pathname: '/casino', query: {} });
  });

  it('are read back into the filters they name', () => {
    expect(linkedFilters('?provider=JILI&list=new')).toEqual({ provider: 'JILI', flag: 'new' });
    expect(linkedFilters('?provider=%20pgsoft%20')).toEqual({ provider: 'PGSOFT' });
    expect(linkedFilters('')).toEqual({});
  });

  it('leave out what the lobby does not offer', () => {
    expect(linkedFilters('?list=hot')).toEqual({});
    expect(linkedFilters('?list=whatever&provider=J')).toEqual({});
    expect(linkedFilters('?provider=<script>')).toEqual({});
  });
});
