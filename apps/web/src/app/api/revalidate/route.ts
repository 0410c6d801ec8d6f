import { domain_name, ERROR_KEYS, STATUS, validationFailure } from '@felt/contract';
import { WEB_TIER_HEADERS } from '@felt/contract/tables';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { failureAnswer, jsonAnswer } from '@/lib/api/json-answer';
import { matchesOperatorKey } from '@/lib/operator-key.server';
import { sharedOperatorKeyLimit } from '@/lib/operator-key-limit.server';
import { tenantTag } from '@/tenant/cache-tags';
import { forgetHost } from '@/tenant/host-resolver.server';

// POST /api/revalidate {domain_name}: the operator's signal that a tenant changed. Its cached pages and
// data are dropped at once, on every web server of the install when they share Redis, and so is this server's
// memory of the tenant's host (another server's follows within its 30 seconds). An address that keeps sending wrong
// keys is refused for a while (429), whatever key it sends then, so the key cannot be guessed here.

const Body = z.object({ domain_name });

export async function POST(request: Request): Promise<Response> {
  const address = request.headers.get(WEB_TIER_HEADERS.clientAddress) ?? 'unknown';
  const limit = sharedOperatorKeyLimit();
  const right = matchesOperatorKey(request.headers.get('x-operator-key'));
  const wait = right ? await limit.locked(address) : await limit.failed(address);
  if (wait !== null) {
    const refusal = { statusCode: STATUS.tooManyRequests, message: ERROR_KEYS.tooManyRequests };
    return jsonAnswer(refusal, { headers: { 'retry-after': String(wait) } });
  }
  if (!right) return failureAnswer(STATUS.forbidden, ERROR_KEYS.forbidden);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return failureAnswer(STATUS.badRequest, ERROR_KEYS.invalidJson);
  }
  const parsed = Body.safeParse(body);
  if (!parsed.success) return jsonAnswer(validationFailure(parsed.error));
  revalidateTag(tenantTag(parsed.data.domain_name), { expire: 0 });
  forgetHost(parsed.data.domain_name);
  const answer = jsonAnswer({ statusCode: STATUS.ok, message: 'OK' });
  // The web server relays it to the other web servers of the install (server/revalidate-relay.mjs).
  answer.headers.set('x-felt-revalidated', parsed.data.domain_name);
  return answer;
}
