import { z } from 'zod';
import { STATUS } from './tables/errors';

/** The success rule of SPEC 7: an answer succeeded when, and only when, statusCode is 1. */
export function isSuccess(answer: { statusCode?: unknown } | null | undefined): boolean {
  return answer?.statusCode === STATUS.ok;
}

export const FieldError = z.object({
  path: z.string().describe('Dotted path of the failing field, e.g. "account_id"'),
  message: z.string().describe('Why the value was refused'),
});
export type FieldError = z.infer<typeof FieldError>;

/** Every failed answer: a statusCode of 0 or below, a message key, and the failing fields for bad input. */
export const Failure = z
  .object({
    statusCode: z.number().int().max(0),
    message: z.string(),
    statusMessage: z.string().optional(),
    errors: z.array(FieldError).optional(),
    retry_after: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe('Seconds until a locked or rate-limited request may be tried again'),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .describe('Values the message speaks of, e.g. wageringIncomplete: {remaining: 120} (major units)'),
  })
  .meta({ id: 'Failure' });
export type Failure = z.infer<typeof Failure>;

/** A success answer: statusCode 1 plus the call's own fields. */
export function success<T extends z.ZodRawShape>(shape: T) {
  return z.object({ statusCode: z.literal(STATUS.ok), message: z.string().optional(), ...shape });
}

/** A success answer that says nothing beyond its message. */
export const Ack = success({});

/** Turns a zod error into the failing fields of a Failure. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.') || '(body)', message: issue.message }));
}

export function validationFailure(error: z.ZodError): Failure {
  return { statusCode: STATUS.badRequest, message: 'validationFailed', errors: fieldErrors(error) };
}
