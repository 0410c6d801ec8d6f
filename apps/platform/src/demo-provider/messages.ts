import { readFileSync } from 'node:fs';
import { LOCALE_CODES, localeByCode } from '@felt/contract';
import { ASSETS_DIR } from './assets';

// The games' words in the 11 site languages (assets/messages.json, also fetched by the pages for the words they
// show while playing). A launch names the site's language; anything unknown plays in English.

export type GameText = Record<string, string>;

const ALL = JSON.parse(readFileSync(`${ASSETS_DIR}/messages.json`, 'utf8')) as Record<string, GameText>;

export function gameLocale(lang: string | undefined) {
  const code = (LOCALE_CODES as readonly string[]).includes(lang ?? '') ? lang! : 'EN';
  return { code, bcp47: localeByCode(code)?.bcp47 ?? 'en', text: ALL[code] ?? ALL.EN! };
}

/** Every key of English, in every language: the test keeps them whole. */
export const messagesOf = (code: string): GameText | undefined => ALL[code];
