import { ERROR_KEYS, STATUS } from '@felt/contract';
import { failureAnswer, notFoundAnswer } from '@/lib/api/json-answer';
import { platformFetch } from '@/lib/api/platform-client.server';
import { readCapped } from '@/lib/http/read-capped';

// GET, POST /games/demo/<rest>: the DEMO provider's game pages, assets and play calls, served by the platform
// at /demo/<rest>. The browser only talks to the site, and a game on the site's own origin can tell the
// site's header to refresh its balance. Anything but /games/demo/ is not here.

type Context = { params: Promise<{ path: string[] }> };

/** What the game's answers keep: their type, caching and the page's own security headers. */
const KEPT = ['content-type', 'cache-control', 'etag', 'content-security-policy', 'referrer-policy'];
const MAX_BODY = 16 * 1024;

async function forward(request: Request, context: Context): Promise<Response> {
  const { path } = await context.params;
  if (path[0] !== 'demo' || path.length < 2 || path.some((part) => part === '..' || part === '.')) {
    return notFoundAnswer();
  }
  // The pathname as sent (with its trailing slash, if any): the page's links are relative to it.
  const url = new URL(request.url);
  const upstreamPath = `${url.pathname.replace(/^\/games\/demo\//, '/demo/')}${url.search}`;
  let body: string | undefined;
  if (request.method === 'POST') {
    const read = await readCapped(request, MAX_BODY);
    if (!read.ok) return failureAnswer(STATUS.payloadTooLarge, ERROR_KEYS.payloadTooLarge);
    body = read.text;
  }
  let upstream: Response;
  try {
    upstream = await platformFetch(upstreamPath, {
      method: request.method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body,
    });
  } catch {
    return Response.json(
      { ok: false, message: 'serviceUnavailable' },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    );
  }
  const headers = new Headers({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
  });
  for (const name of KEPT) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!headers.has('content-security-policy')) headers.set('content-security-policy', "frame-ancestors 'self'");
  return new Response(upstream.body, { status: upstream.status, headers });
}

export const GET = forward;
export const POST = forward;
export const PUT = notFoundAnswer;
export const PATCH = notFoundAnswer;
export const DELETE = notFoundAnswer;
