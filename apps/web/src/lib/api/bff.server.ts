import {
  adsVisit,
  type CallDef,
  callByPath,
  ERROR_KEYS,
  logout,
  mediaKeyOf,
  STATUS,
  validationFailure,
} from '@felt/contract';
import type { z } from 'zod';
import { deviceInfo } from '@/lib/device/device-info';
import { env } from '@/lib/env.server';
import { type CappedBody, readCapped } from '@/lib/http/read-capped';
import { tenantIdsOfHost } from '@/tenant/host-resolver.server';
import { failureAnswer, jsonAnswer, notFoundAnswer } from './json-answer';
import { callFailure, callPlatform, platformFetch } from './platform-client.server';
import { isSameOrigin, upstreamHeaders } from './request-context.server';
import { loggedOutAnswer, sessionAnswer, sessionExpiredAnswer } from './session-answer.server';
import { readSession, type Session } from './session-cookie.server';
import { type TenantIds, withTenantFields } from './tenant-fields';

// The BFF: the browser's only way to the platform. It decides the tenant from the Host (the browser never
// chooses its tenant), takes the player from the session cookie (the browser never names its account),
// validates bodies with the contract, and forwards to PLATFORM_URL.

/** GET calls the browser may make; everything else is POST (SPEC 7). */
const GET_CALLS = new Set(['/api/home/match_list', '/api/home/public_odds']);
const MEDIA_PREFIX = '/api/media/';
const DEV_PREFIX = '/api/dev/';
/** Body fields that name the player: on authenticated calls they come from the cookie, never the browser. */
const SESSION_FIELDS = ['account_id', 'auth'];
/** What a media answer keeps, its sandboxing policy included: an SVG opened on the site's origin runs nothing. */
const MEDIA_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'content-security-policy',
];
/** No call of the contract needs more; a larger body is refused before it is read in full. */
export const CALL_BODY_LIMIT = 64 * 1024;

async function tenantOf(request: Request, call: CallDef): Promise<TenantIds | Response> {
  const found = await tenantIdsOfHost(request.headers.get('host'));
  if (found.kind === 'ready') return found.ids;
  return found.kind === 'down'
    ? jsonAnswer(callFailure(call))
    : failureAnswer(STATUS.notFound, ERROR_KEYS.siteNotConfigured);
}

/** Logout ends the platform session when there is one and removes the cookie either way. */
async function forwardLogout(request: Request, call: CallDef): Promise<Response> {
  const session = readSession(request);
  const parsed = typeof session === 'object' ? call.request?.safeParse(session) : undefined;
  if (parsed?.success) {
    const tenant = await tenantOf(request, call);
    if (!(tenant instanceof Response)) await callPlatform(call, parsed.data, upstreamHeaders(request, tenant.domain));
  }
  return loggedOutAnswer();
}

function touchesSession(error: z.ZodError): boolean {
  return error.issues.some((issue) => SESSION_FIELDS.includes(String(issue.path[0])));
}

/**
 * A POST call of the browser. `read` gives its body, at most CALL_BODY_LIMIT bytes: from the request's stream, or
 * as the web server already read it (server/direct-api.mjs). Whatever goes wrong answers in JSON.
 */
export async function handlePost(
  request: Request,
  path: string,
  read: () => Promise<CappedBody> = () => readCapped(request, CALL_BODY_LIMIT),
): Promise<Response> {
  try {
    return await forwardCall(request, path, read);
  } catch (error) {
    console.error(`BFF call ${path} failed`, error);
    return failureAnswer(STATUS.serviceUnavailable, ERROR_KEYS.serviceUnavailable);
  }
}

async function forwardCall(request: Request, path: string, read: () => Promise<CappedBody>): Promise<Response> {
  const call = callByPath(path);
  if (call?.method !== 'POST' || !call.request) return notFoundAnswer();
  // The demo code outbox hands out any player's codes: it exists on demo sites only.
  if (path.startsWith(DEV_PREFIX) && !env.FELT_DEMO) return notFoundAnswer();
  if (!isSameOrigin(request)) return failureAnswer(STATUS.forbidden, ERROR_KEYS.forbidden);

  const raw = await read();
  if (!raw.ok) return failureAnswer(STATUS.payloadTooLarge, ERROR_KEYS.payloadTooLarge);
  let body: unknown;
  try {
    body = JSON.parse(raw.text);
  } catch {
    return failureAnswer(STATUS.badRequest, ERROR_KEYS.invalidJson);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return failureAnswer(STATUS.badRequest, ERROR_KEYS.invalidJson);
  }

  if (call.path === logout.path) return forwardLogout(request, call);
  // Device info on the server (SPEC 3): a crawler's ad visit is acknowledged and not recorded.
  if (call.path === adsVisit.path && deviceInfo(request.headers.get('user-agent') ?? '').isCrawler) {
    return jsonAnswer({ statusCode: STATUS.ok });
  }
  let session: Session | undefined;
  if (call.auth) {
    const read = readSession(request);
    if (typeof read !== 'object') return sessionExpiredAnswer();
    session = read;
  }
  const tenant = await tenantOf(request, call);
  if (tenant instanceof Response) return tenant;

  const parsed = call.request.safeParse(withTenantFields(call.request, { ...body, ...session }, tenant));
  if (!parsed.success) {
    // A cookie whose fields the contract refuses is a garbled session, not the player's mistake.
    return session && touchesSession(parsed.error)
      ? sessionExpiredAnswer()
      : jsonAnswer(validationFailure(parsed.error));
  }
  const answer = await callPlatform(call, parsed.data, upstreamHeaders(request, tenant.domain));
  return sessionAnswer(call, answer);
}

async function forwardMedia(request: Request, key: string): Promise<Response> {
  const conditional = request.headers.get('if-none-match');
  try {
    const upstream = await platformFetch(`${MEDIA_PREFIX}${key}`, {
      headers: conditional ? { 'if-none-match': conditional } : {},
    });
    if (upstream.status === 404) return notFoundAnswer();
    if (upstream.status >= 400) return failureAnswer(STATUS.serviceUnavailable, ERROR_KEYS.serviceUnavailable);
    const headers = new Headers();
    for (const name of MEDIA_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) headers.set(name, value);
    }
    headers.set('x-content-type-options', 'nosniff');
    if (!headers.has('content-security-policy')) headers.set('content-security-policy', "default-src 'none'; sandbox");
    return new Response(upstream.status === 304 ? null : upstream.body, { status: upstream.status, headers });
  } catch {
    return failureAnswer(STATUS.serviceUnavailable, ERROR_KEYS.serviceUnavailable);
  }
}

export async function handleGet(request: Request, path: string): Promise<Response> {
  if (path.startsWith(MEDIA_PREFIX)) {
    // The key is checked as the browser spelled it, before any decoding could turn %2e%2e into "..".
    const raw = new URL(request.url).pathname;
    const key = raw.startsWith(MEDIA_PREFIX) ? mediaKeyOf(raw.slice(MEDIA_PREFIX.length)) : null;
    return key ? forwardMedia(request, key) : notFoundAnswer();
  }
  const call = GET_CALLS.has(path) ? callByPath(path) : undefined;
  if (!call) return notFoundAnswer();
  return jsonAnswer(await callPlatform(call, undefined, upstreamHeaders(request)));
}
