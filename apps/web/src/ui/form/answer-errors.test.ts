import { describe, expect, it } from 'vitest';
import { retryDelay, splitAnswerErrors } from './answer-errors';

describe('splitAnswerErrors', () => {
  const fields = ['account_id', 'password'] as const;

  it('puts failing fields under their inputs and says nothing above the form', () => {
    const answer = {
      statusCode: -400,
      message: 'validationFailed',
      errors: [
        { path: 'account_id', message: 'accountIdFormat' },
        { path: 'account_id', message: 'accountIdLength' },
      ],
    };
    expect(splitAnswerErrors(answer, fields)).toEqual({ fields: [['account_id', 'accountIdFormat']], form: null });
  });

  it('keeps the message when a failing field is not on the form', () => {
    const answer = { statusCode: -400, message: 'validationFailed', errors: [{ path: 'domain_name', message: 'x' }] };
    expect(splitAnswerErrors(answer, fields).form).toEqual({ message: 'validationFailed', retryAfter: undefined });
  });

  it('carries the wait of a lock', () => {
    const answer = { statusCode: -429, message: 'accountLocked', retry_after: 600 };
    expect(splitAnswerErrors(answer, fields)).toEqual({
      fields: [],
      form: { message: 'accountLocked', retryAfter: 600 },
    });
  });

  it('falls back to unknownError for an empty message', () => {
    expect(splitAnswerErrors({ statusCode: -500, message: '' }, fields).form?.message).toBe('unknownError');
  });
});

describe('retryDelay', () => {
  it('counts seconds under a minute', () => {
    expect(retryDelay(42)).toEqual({ unit: 'seconds', count: 42 });
    expect(retryDelay(0)).toEqual({ unit: 'seconds', count: 1 });
    expect(retryDelay(0.2)).toEqual({ unit: 'seconds', count: 1 });
  });

  it('rounds longer waits up to whole minutes', () => {
    expect(retryDelay(60)).toEqual({ unit: 'minutes', count: 1 });
    expect(retryDelay(61)).toEqual({ unit: 'minutes', count: 2 });
    expect(retryDelay(900)).toEqual({ unit: 'minutes', count: 15 });
  });
});
