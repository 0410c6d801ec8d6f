import { type Failure, STATUS } from '@felt/contract';

/** The HTTP status matching an answer's statusCode (1 → 200, -404 → 404, 0 → 503). */
export function httpStatusOf(answer: { statusCode: number }): number {
  if (answer.statusCode === STATUS.ok) return 200;
  if (answer.statusCode === STATUS.disconnect) return 503;
  const status = -answer.statusCode;
  return status >= 400 && status <= 599 ? status : 500;
}

/** Any answer of the contract: a statusCode and the call's own fields. */
export type Answer = { statusCode: number; [field: string]: unknown };

/** Every answer of the web app's API is JSON, failures included (DESIGN.md 3). */
export function jsonAnswer(answer: Answer, init: ResponseInit = {}): Response {
  return Response.json(answer, {
    ...init,
    status: httpStatusOf(answer),
    headers: { 'cache-control': 'no-store', ...init.headers },
  });
}

export function failureAnswer(statusCode: number, message: string, errors?: Failure['errors']): Response {
  return jsonAnswer(errors ? { statusCode, message, errors } : { statusCode, message });
}

export const notFoundAnswer = (): Response => failureAnswer(STATUS.notFound, 'notFound');
