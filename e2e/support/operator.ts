// The operator's side of the journeys: the endpoints the operator CLIs call, with the demo operator key (the run
// starts the platform in demo mode), and the site's own API called from inside a page.
import type { Page } from '@playwright/test';
import { PLATFORM_PORT } from './sites.ts';

export const PLATFORM = `http://127.0.0.1:${PLATFORM_PORT}`;
/** The documented demo operator key. */
export const OPERATOR_KEY = 'felt-demo-operator-key';

export type Answer = { statusCode: number; message?: string; [field: string]: unknown };

/** An operator endpoint of the platform: GET without a body, POST with one. */
export async function operatorCall(path: string, body?: object): Promise<Answer> {
  const res = await fetch(`${PLATFORM}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-key': OPERATOR_KEY },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as Answer;
}

/** An operator decision on a money request, as `npm run payments -- approve|reject` makes it. */
export async function decidePayment(verdict: 'approve' | 'reject', requestId: string, reason?: string) {
  const answer = await operatorCall(`/api/operator/payments/${verdict}`, {
    request_id: requestId,
    ...(reason ? { reason } : {}),
  });
  if (answer.statusCode !== 1) throw new Error(`${verdict} ${requestId}: ${JSON.stringify(answer)}`);
}

/**
 * A call of the site's API from the page itself: same origin, with the player's session cookie (Node cannot
 * resolve *.localhost, and the cookie lives in the browser anyway).
 */
export function callFromPage(page: Page, path: string, body: object): Promise<Answer> {
  return page.evaluate(
    async ([url, json]) => {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json });
      return (await res.json()) as { statusCode: number; message?: string; [field: string]: unknown };
    },
    [path, JSON.stringify(body)] as const,
  );
}
