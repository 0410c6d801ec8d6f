import { describe, expect, it } from 'vitest';
import { withOwnMessage } from './answer-problem';

const FIELDS = ['bank_name', 'account_name', 'account_number'];

describe('withOwnMessage', () => {
  it('takes the message of a field the form does not show', () => {
    const answer = {
      statusCode: -400,
      message: 'validationFailed',
      errors: [{ path: 'bank_id', message: 'bankLimit' }],
    };
    expect(withOwnMessage(answer, FIELDS)).toEqual({ statusCode: -400, message: 'bankLimit', errors: [] });
  });

  it('leaves field errors and other refusals as they are', () => {
    const fieldError = {
      statusCode: -400,
      message: 'validationFailed',
      errors: [{ path: 'account_name', message: 'alphabetOnly' }],
    };
    expect(withOwnMessage(fieldError, FIELDS)).toBe(fieldError);
    const exists = { statusCode: -400, message: 'bankExists' };
    expect(withOwnMessage(exists, FIELDS)).toBe(exists);
  });
});
