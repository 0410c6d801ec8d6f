import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withConfirmation } from './with-confirmation';

const schema = withConfirmation(z.object({ new_password: z.string() }), 'new_password');

describe('withConfirmation', () => {
  it('accepts a confirmation that repeats the password', () => {
    expect(schema.safeParse({ new_password: 'abc12345', confirm_password: 'abc12345' }).success).toBe(true);
  });

  it('reports a mismatch on the confirmation field with the passwordMismatch key', () => {
    const result = schema.safeParse({ new_password: 'abc12345', confirm_password: 'abc12346' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['confirm_password', 'passwordMismatch'],
    ]);
  });
});
