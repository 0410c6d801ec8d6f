import { PRODUCT_CATEGORY_KEYS, PROVIDER_LOGOS } from '@felt/contract';
import { describe, expect, it } from 'vitest';
import { providerLogo, providerLogoUrl } from '../media/provider-logo';
import { GAMES, gameCode, PROVIDERS, searchTextOf } from './catalogue';
import { generateGames } from './generate-games';
import { HAND_GAMES } from './hand-games';
import { LEAD_PROVIDERS } from './providers';

describe('the demo catalogue', () => {
  it('has a named provider for every logo code, and no other', () => {
    expect(PROVIDERS.map(([code]) => code).sort()).toEqual(Object.keys(PROVIDER_LOGOS).sort());
    expect(PROVIDERS.every(([, name]) => name.length > 1)).toBe(true);
    expect(new Map(PROVIDERS).get('DEMO')).toBe('Felt Originals');
  });

  it('has hundreds of games with unique slug codes per provider', () => {
    expect(GAMES.length).toBeGreaterThanOrEqual(400);
    expect(GAMES.length).toBeLessThanOrEqual(600);
    const keys = GAMES.map(([provider, name]) => `${provider}/${gameCode(name)}`);
    expect(new Set(keys).size).toBe(GAMES.length);
    expect(GAMES.every(([, name]) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(gameCode(name)))).toBe(true);
  });

  it('offers every category but hot from at least two providers, and every provider something', () => {
    for (const type of PRODUCT_CATEGORY_KEYS) {
      const providers = new Set(GAMES.filter((g) => g[2] === type).map(([provider]) => provider));
      expect(providers.size, type).toBeGreaterThanOrEqual(2);
    }
    for (const [code] of PROVIDERS)
      expect(
        GAMES.some(([provider]) => provider === code),
        code,
      ).toBe(true);
  });

  it('keeps the hand-written games first and the DEMO games under their fixed codes', () => {
    expect(GAMES.slice(0, HAND_GAMES.length)).toEqual(HAND_GAMES);
    expect(gameCode(GAMES[0]![1])).toBe('golden-temple-riches');
    const demo = GAMES.filter(([provider]) => provider === 'DEMO').map(([, name, type, flags]) => ({
      code: gameCode(name),
      name,
      type,
      flags,
    }));
    expect(demo).toEqual([
      { code: 'lucky-sevens', name: 'Lucky Sevens', type: 'slot_game', flags: ['hot', 'featured'] },
      { code: 'rocket', name: 'Rocket', type: 'crash', flags: ['hot', 'new'] },
      { code: 'dice-duel', name: 'Dice Duel', type: 'arcade', flags: ['new'] },
    ]);
  });

  it('flags a modest share, the default lists being mostly slots of the lead providers (SPEC 3)', () => {
    for (const flag of ['hot', 'new', 'featured', 'popular'] as const) {
      const flagged = GAMES.filter(([, , , flags = []]) => flags.includes(flag));
      expect(flagged.length, flag).toBeGreaterThan(GAMES.length * 0.04);
      expect(flagged.length, flag).toBeLessThan(GAMES.length * 0.2);
      const lead = flagged.filter(([provider, , type]) => LEAD_PROVIDERS.has(provider) && type === 'slot_game');
      expect(lead.length * 2, flag).toBeGreaterThan(flagged.length);
    }
  });

  it('generates the same games on every run', () => {
    const taken = HAND_GAMES.map(([, name]) => name);
    expect(generateGames(taken)).toEqual(generateGames(taken));
    expect(GAMES.slice(HAND_GAMES.length)).toEqual(generateGames(taken));
  });

  it('searches by name words, with and without punctuation, and by provider', () => {
    expect(searchTextOf('EVOLUTION', "Live Texas Hold'em")).toBe(
      "live texas hold'em live texas holdem evolution evolution live",
    );
    expect(searchTextOf('JILI', 'Golden Temple Riches')).toBe('golden temple riches jili jili games');
  });

  it('draws a logo per provider at an address known from the code alone', () => {
    expect(providerLogoUrl('PPLAY')).toBe('/api/media/logos/pragmatic.v2.svg');
    const logos = PROVIDERS.map(([code, name], position) => providerLogo({ code, name, position }));
    expect(new Set(logos.map((l) => l.key)).size).toBe(PROVIDERS.length);
    expect(logos[0]!.body).toContain('JILI Games');
    expect(new Set(logos.map((l) => /hsl\(\d+/.exec(l.body)?.[0])).size).toBeGreaterThan(PROVIDERS.length * 0.8);
  });
});
