import { readFileSync } from 'node:fs';
import { CHECK_MESSAGES, web_url } from '@felt/contract';
import { describe, expect, it } from 'vitest';

// A form shows a schema's key through the validation messages; the platform prints the contract's English.
// Both must say SPEC 5's words.

const english = JSON.parse(
  readFileSync(new URL('../../../messages/en/validation.json', import.meta.url), 'utf8'),
) as Record<string, string>;

describe('check messages (SPEC 5)', () => {
  it('read the same in the English validation messages as in the contract', () => {
    for (const [key, text] of Object.entries(CHECK_MESSAGES)) expect(english[key], key).toBe(text);
  });

  it("fail a URL field with the invalidUrl key, which a form shows as 'Invalid URL'", () => {
    const key = web_url.safeParse('not a url').error?.issues[0]?.message ?? '';
    expect(english[key]).toBe('Invalid URL');
  });
});
