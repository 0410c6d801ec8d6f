/** What a failed answer may carry (the contract's Failure, loosely typed as the client hands it over). */
export type FailedAnswer = {
  statusCode: number;
  message?: string | undefined;
  errors?: readonly { path: string; message: string }[] | undefined;
  retry_after?: number | undefined;
};

/** A message about the whole form, with the wait the platform asked for, if any. */
export type FormProblem = { message: string; retryAfter?: number | undefined };

export type SplitErrors<F extends string> = {
  fields: [F, string][];
  form: FormProblem | null;
};

/**
 * Sorts a failed answer's messages: failing fields the form shows go under those fields; the answer's
 * message goes above the form unless every failing field is already shown.
 */
export function splitAnswerErrors<F extends string>(answer: FailedAnswer, fieldNames: readonly F[]): SplitErrors<F> {
  const known = new Set<string>(fieldNames);
  const fields: [F, string][] = [];
  const stray: string[] = [];
  for (const error of answer.errors ?? []) {
    if (known.has(error.path) && !fields.some(([name]) => name === error.path)) {
      fields.push([error.path as F, error.message]);
    } else if (!known.has(error.path)) {
      stray.push(error.message);
    }
  }
  if (fields.length > 0 && stray.length === 0) return { fields, form: null };
  const message = answer.message || stray[0] || 'unknownError';
  return { fields, form: { message, retryAfter: answer.retry_after } };
}

/** How long to wait, in the unit a player reads best: seconds under a minute, else whole minutes up. */
export function retryDelay(seconds: number): { unit: 'seconds' | 'minutes'; count: number } {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 60 ? { unit: 'seconds', count: whole } : { unit: 'minutes', count: Math.ceil(whole / 60) };
}
