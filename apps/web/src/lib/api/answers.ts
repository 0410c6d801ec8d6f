import { type CallDef, STATUS } from '@felt/contract';
import type { z } from 'zod';

/** Narrows a call's answer to its success shape (the success rule: statusCode === 1). */
export function succeeded<C extends CallDef>(
  _call: C,
  answer: { statusCode: number } | z.infer<C['response']>,
): answer is z.infer<C['response']> {
  return (answer as { statusCode?: unknown }).statusCode === STATUS.ok;
}
