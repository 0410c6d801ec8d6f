import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GLOBAL_ERROR_TEXTS } from './global-error-texts';

const read = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../../messages/en/${file}`, import.meta.url), 'utf8'));

describe('the last-resort error page', () => {
  it('says what the English message files say', () => {
    const errors = read('errors.json');
    const ui = read('ui.json');
    expect(GLOBAL_ERROR_TEXTS).toEqual({
      title: errors.errorTitle,
      text: errors.internalServerError,
      retry: ui.common.retry,
    });
  });
});
