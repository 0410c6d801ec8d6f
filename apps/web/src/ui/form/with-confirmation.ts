import { z } from 'zod';

/**
 * A form schema with a `confirm_password` field that must repeat `field` (the password being chosen); a
 * mismatch is reported on the confirmation as validation.passwordMismatch.
 */
export function withConfirmation<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, field: keyof Shape & string) {
  return schema.extend({ confirm_password: z.string() }).refine(
    (values) => {
      const typed = values as Record<string, unknown>;
      return typed[field] === typed.confirm_password;
    },
    {
      message: 'passwordMismatch',
      path: ['confirm_password'],
    },
  );
}
