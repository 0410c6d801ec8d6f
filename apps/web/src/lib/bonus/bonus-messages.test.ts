import { readFileSync } from 'node:fs';
import { LOCALE_PREFIXES } from '@felt/contract';
import { describe, expect, it } from 'vitest';

// The bonus wallet's words name the same arguments in every language as in English: a translation that drops
// {bonus} would hide from a player what a withdrawal forfeits.

const messagesDir = new URL('../../../messages/', import.meta.url);
const read = (locale: string, file: string) =>
  JSON.parse(readFileSync(new URL(`${locale}/${file}.json`, messagesDir), 'utf8')) as Record<string, unknown>;

/** Dotted key → the sorted names of its plain {arguments}. */
function argumentsOf(tree: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      found.set(
        path,
        [...value.matchAll(/\{(\w+)\}/g)]
          .map(([, name]) => name)
          .sort()
          .join(','),
      );
    } else if (typeof value === 'object' && value !== null) {
      for (const [k, v] of argumentsOf(value, path)) found.set(k, v);
    }
  }
  return found;
}

const BONUS_ERRORS = ['depositPlayed', 'bonusActive', 'bonusGameExcluded', 'bonusStakeTooHigh'];
const pick = (tree: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, tree[k]]));
const bonusWords = (locale: string) => {
  const ui = read(locale, 'ui') as { bonus: unknown; wallet: unknown };
  return {
    ui: argumentsOf({ bonus: ui.bonus, wallet: ui.wallet }),
    errors: argumentsOf(pick(read(locale, 'errors'), BONUS_ERRORS)),
  };
};

describe.each(LOCALE_PREFIXES)('the bonus words in %s', (locale) => {
  it('name the arguments English names', () => {
    const english = bonusWords('en');
    const own = bonusWords(locale);
    expect(Object.fromEntries(own.ui)).toEqual(Object.fromEntries(english.ui));
    expect(Object.fromEntries(own.errors)).toEqual(Object.fromEntries(english.errors));
  });
});

describe('the bonus error texts', () => {
  it('name the params the platform sends', () => {
    const english = argumentsOf(pick(read('en', 'errors'), BONUS_ERRORS));
    expect(english.get('bonusActive')).toBe('bonus,winnings');
    expect(english.get('bonusStakeTooHigh')).toBe('max_stake');
  });
});
