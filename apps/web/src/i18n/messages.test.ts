import { readFileSync } from 'node:fs';
import { LOCALE_PREFIXES, MESSAGE_FILES, SOURCE_LOCALE } from '@felt/contract';
import { describe, expect, it } from 'vitest';

// Every key of the English messages exists, with text, in every locale (DESIGN.md 5).

const messagesDir = new URL('../../messages/', import.meta.url);

function read(locale: string, file: string): unknown {
  try {
    return JSON.parse(readFileSync(new URL(`${locale}/${file}.json`, messagesDir), 'utf8'));
  } catch {
    return {};
  }
}

/** Dotted key → text of every leaf. */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  if (typeof tree !== 'object' || tree === null) return result;
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [k, v] of leaves(value, path)) result.set(k, v);
    } else {
      result.set(path, value);
    }
  }
  return result;
}

const translated = LOCALE_PREFIXES.filter((locale) => locale !== SOURCE_LOCALE);

describe.each(MESSAGE_FILES)('messages/*/%s.json', (file) => {
  const english = leaves(read(SOURCE_LOCALE, file));

  it('English has text for every key', () => {
    const empty = [...english].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it.each(translated)('%s has every English key, filled in', (locale) => {
    const own = leaves(read(locale, file));
    const missing = [...english.keys()].filter((key) => {
      const value = own.get(key);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(missing, `${locale}/${file}.json lacks ${missing.length} keys`).toEqual([]);
  });
});
