import { LOCALE_PREFIXES } from '@felt/contract';
import { describe, expect, it } from 'vitest';
import { importMessageFile } from './load-messages';

// WCAG 2.5.3 (label in name): where a control shows one message and is named by another, the name holds the shown
// words, in every language. The words are cut as axe cuts them (label-content-name-mismatch): decomposed, without
// parentheses, every run of anything but letters and digits a break, then split into words by Intl.Segmenter.

/**
 * [shown, name] pairs of ui.json keys, each the visible text and the accessible name of one control. Prefer a name that
 * is the visible text itself, with the rest as a description (the referral share links): no translation can break it.
 */
const SHOWN_AND_NAME: readonly [string, string][] = [['auth.form.show', 'auth.form.showPassword']];

const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

function words(text: string): string[] {
  let plain = text.normalize('NFKD');
  for (let before = ''; before !== plain; ) {
    before = plain;
    plain = plain.replace(/\([^()]*\)/g, '');
  }
  plain = plain.replace(/[^\p{L}\p{N}]/gu, ' ').toLowerCase();
  return [...segmenter.segment(plain)].map((part) => part.segment.trim()).filter(Boolean);
}

const holds = (name: string[], shown: string[]) =>
  name.some((_, start) => shown.length > 0 && shown.every((word, k) => name[start + k] === word));

function text(messages: unknown, key: string): string {
  let node = messages;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no ui.${key}`);
  return node;
}

describe.each(LOCALE_PREFIXES)('messages/%s/ui.json', (locale) => {
  it('names every control with the words it shows', async () => {
    const messages = await importMessageFile(locale, 'ui');
    const broken = SHOWN_AND_NAME.filter(
      ([shown, name]) => !holds(words(text(messages, name)), words(text(messages, shown))),
    ).map(([shown, name]) => `${name} "${text(messages, name)}" lacks ${shown} "${text(messages, shown)}"`);
    expect(broken).toEqual([]);
  });
});
