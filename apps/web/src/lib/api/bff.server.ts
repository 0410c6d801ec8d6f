import { type CallDef, callByPath, ERROR_KEYS, STATUS, validationFailure } from '@felt/contract';
import type { z } from 'zod';
import { domainOfHost } from '@/tenant/host-resolver.server';
import { loadTenant, PlatformUnavailableError, type ReadyTenant } from '@/tenant/load-tenant.server';
import { failureAnswer, jsonAnswer, notFoundAnswer } from './json-answer';
import { callFailure, callPlatform, platformFetch } from './platform-client.server';

// The BFF: the browser's only way to the platform. It decides the tenant from the Host (the browser never
// chooses its tenant), validates bodies with the contract, and forwards to PLATFORM_URL.

/** GET calls the browser may make; everything else is POST (SPEC 7). */
const GET_CALLS = new Set(['/api/home/match_list', '/api/home/public_odds']);
const MEDIA_PREFIX = '/api/media/';
/** Fields the players issue fills from the session cookie; until then they are not asked of the browser. */
const SESSION_FIELDS = { account_id: true, auth: true } as const;
const MEDIA_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];

/** A state-changing request must come from a page of the same site (no cross-site form or fetch). */
function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin) {
    try {
      return new URL(origin).host === request.headers.get('host');
    } catch {
      return false;
    }
  }
  // No Origin: not a browser fetch, unless the browser says the request crossed sites.
  const site = request.headers.get('sec-fetch-site');
  return site === null || site === 'same-origin' || site === 'none';
}

function forwardedHeaders(request: Request): Record<string, string> {
  const forwarded = request.headers.get('x-forwarded-for');
  return forwarded ? { 'x-forwarded-for': forwarded } : {};
}

async function tenantOf(request: Request, call: CallDef): Promise<ReadyTenant | Response> {
  const domain = domainOfHost(request.headers.get('host'));
  if (!domain) return failureAnswer(STATUS.notFound, ERROR_KEYS.siteNotConfigured);
  try {
    const tenant = await loadTenant(domain);
    return tenant.kind === 'ready' ? tenant : failureAnswer(STATUS.notFound, ERROR_KEYS.siteNotConfigured);
  } catch (error) {
    if (error instanceof PlatformUnavailableError) return jsonAnswer(callFailure(call));
    throw error;
  }
}

/** The body the platform gets: the browser's fields, with the tenant's own domain_name and external_id. */
function withTenant(schema: z.ZodObject, body: object, tenant: ReadyTenant): object {
  const shape = schema.shape as Record<string, unknown>;
  return {
    ...body,
    ...('domain_name' in shape ? { domain_name: tenant.domain } : {}),
    ...('external_id' in shape ? { external_id: tenant.startup.site.external_id } : {}),
  };
}

export async function handlePost(request: Request, path: string): Promise<Response> {
  const call = callByPath(path);
  if (call?.method !== 'POST' || !call.request) return notFoundAnswer();
  if (!isSameOrigin(request)) return failureAnswer(STATUS.forbidden, ERROR_KEYS.forbidden);

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return failureAnswer(STATUS.badRequest, ERROR_KEYS.invalidJson);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return failureAnswer(STATUS.badRequest, ERROR_KEYS.invalidJson);
  }

  const tenant = await tenantOf(request, call);
  if (tenant instanceof Response) return tenant;
  const schema = call.auth ? call.request.omit(SESSION_FIELDS) : call.request;
  const parsed = schema.safeParse(withTenant(schema, body, tenant));
  if (!parsed.success) return jsonAnswer(validationFailure(parsed.error));

  return jsonAnswer(await callPlatform(call, parsed.data, forwardedHeaders(request)));
}

async function forwardMedia(request: Request, path: string): Promise<Response> {
  const search = new URL(request.url).search;
  const conditional = request.headers.get('if-none-match');
  try {
    const upstream = await platformFetch(`${path}${search}`, {
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
    return new Response(upstream.status === 304 ? null : upstream.body, { status: upstream.status, headers });
  } catch {
    return failureAnswer(STATUS.serviceUnavailable, ERROR_KEYS.serviceUnavailable);
  }
}

export async function handleGet(request: Request, path: string): Promise<Response> {
  if (path.startsWith(MEDIA_PREFIX) && !path.includes('..')) return forwardMedia(request, path);
  const call = GET_CALLS.has(path) ? callByPath(path) : undefined;
  if (!call) return notFoundAnswer();
  return jsonAnswer(await callPlatform(call, undefined, forwardedHeaders(request)));
}
