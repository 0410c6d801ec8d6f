import type { Game, Provider } from '@felt/contract';
import { describe, expect, it } from 'vitest';
import { freshGames, providerLinks, ROW_LIMITS } from './home-rows';

const game = (code: string, provider = 'JILI'): Game => ({
  provider_code: provider,
  game_code: code,
  game_name: code,
  game_type: 'slot_game',
  game_image: `/img/${code}.webp`,
  placeholder: null,
});

const provider = (code: string, games = 1): Provider => ({
  provider_code: code,
  provider_name: `${code} Games`,
  logo_code: code.toLowerCase(),
  logo_url: `/api/media/logos/${code.toLowerCase()}.v2.svg`,
  game_count: games,
  launch_mode: 'iframe',
});

describe('freshGames', () => {
  it('leaves out the games a row above shows, in the list’s order', () => {
    const games = ['a', 'b', 'c', 'd'].map((code) => game(code));
    expect(freshGames(games, [game('b'), game('d')]).map((g) => g.game_code)).toEqual(['a', 'c']);
  });

  it('tells games apart by provider and code together', () => {
    expect(freshGames([game('a', 'PGSOFT')], [game('a', 'JILI')]).map((g) => g.provider_code)).toEqual(['PGSOFT']);
  });

  it('keeps a row to its limit, counted after the shown games are left out', () => {
    const games = Array.from({ length: 20 }, (_, i) => game(`g${i}`));
    const row = freshGames(games, games.slice(0, 3));
    expect(row).toHaveLength(ROW_LIMITS.games);
    expect(row[0]?.game_code).toBe('g3');
    expect(freshGames(games, [], 2)).toHaveLength(2);
  });

  it('carries only the fields a card draws', () => {
    expect(freshGames([game('a')], [])).toEqual([
      { provider_code: 'JILI', game_code: 'a', game_name: 'a', game_image: '/img/a.webp', placeholder: null },
    ]);
  });
});

describe('providerLinks', () => {
  it('keeps the catalogue’s order and leads each provider to the lobby where it has the most games', () => {
    const all = [provider('JILI'), provider('EVOLUTION'), provider('YBAT')];
    const links = providerLinks(all, [
      ['casino', [provider('EVOLUTION', 8), provider('YBAT', 6)]],
      ['slot_game', [provider('JILI', 26), provider('YBAT', 12)]],
    ]);
    expect(links.map((l) => [l.provider_code, l.category])).toEqual([
      ['JILI', 'slot_game'],
      ['EVOLUTION', 'casino'],
      ['YBAT', 'slot_game'],
    ]);
    expect(links[0]).toMatchObject({ provider_name: 'JILI Games', logo_url: '/api/media/logos/jili.v2.svg' });
  });

  it('breaks a tie by the menu’s order', () => {
    const links = providerLinks(
      [provider('PPLAY')],
      [
        ['casino', [provider('PPLAY', 6)]],
        ['slot_game', [provider('PPLAY', 6)]],
      ],
    );
    expect(links.map((l) => l.category)).toEqual(['casino']);
  });

  it('leaves out a provider with no lobby on the site, and stops at the limit', () => {
    const all = ['SABA', 'A1', 'A2', 'A3'].map((code) => provider(code));
    const lobbies = [['slot_game', ['A1', 'A2', 'A3'].map((code) => provider(code))]] as const;
    expect(providerLinks(all, lobbies).map((l) => l.provider_code)).toEqual(['A1', 'A2', 'A3']);
    expect(providerLinks(all, lobbies, 2).map((l) => l.provider_code)).toEqual(['A1', 'A2']);
    expect(providerLinks(all, [])).toEqual([]);
  });
});
