import { ERROR_KEYS } from '@felt/contract/tables';
import type { FailedAnswer } from '@/ui/form/answer-errors';

/**
 * A refusal about a field the form does not show (add_bank's bankLimit comes on `bank_id`) says more than
 * the general validationFailed it arrives with: that field's message becomes the answer's message.
 */
export function withOwnMessage<A extends FailedAnswer>(answer: A, fieldNames: readonly string[]): A {
  if (answer.message !== ERROR_KEYS.validationFailed) return answer;
  const stray = answer.errors?.find((error) => !fieldNames.includes(error.path));
  return stray ? { ...answer, message: stray.message, errors: [] } : answer;
}
