import { CALL_FAILURES, failureGroupOf, STATUS } from '@felt/contract/tables';
import { errorCatalogueReady } from '@/i18n/error-catalogue';
import { type Answer, type HandleOptions, handleAnswer } from './handle-answer';

// The browser's one client for the BFF (STYLE: one fetch client). Free of zod: it ships on every page.

export type { Answer } from './handle-answer';

/** The success rule of SPEC 7. */
export function isOk(answer: { statusCode?: unknown }): boolean {
  return answer.statusCode === STATUS.ok;
}

/** How SPEC 8 reports a call of this path that got no answer (network down, a 5xx page that is not JSON). */
export function failureOf(path: string): Answer {
  const { statusCode, statusMessage } = CALL_FAILURES[failureGroupOf(path)];
  return { statusCode, message: statusMessage, statusMessage };
}

function isAnswer(json: unknown): json is Answer {
  return typeof json === 'object' && json !== null && typeof (json as Answer).statusCode === 'number';
}

async function post(path: string, body: object | undefined): Promise<Answer> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body ?? {}),
      credentials: 'same-origin',
      cache: 'no-store',
    });
    const json: unknown = await response.json();
    return isAnswer(json) ? json : failureOf(path);
  } catch {
    // fetch rejects when the network is down; json() when a proxy answered an HTML error page.
    return failureOf(path);
  }
}

/**
 * POSTs `body` to the BFF at `path` ('/api/auth/login') and returns the answer; never throws. Every answer
 * goes through the one error handler; with `inline` the caller shows failures itself (forms).
 */
export async function callApi<T = Answer>(
  path: string,
  body?: object,
  options: HandleOptions = {},
): Promise<T & Answer> {
  const answer = await post(path, body);
  // A failure is put into words by whoever shows it: the messages for that are here before it is handed on.
  if (!isOk(answer)) await errorCatalogueReady();
  handleAnswer(answer, options);
  return answer as T & Answer;
}
