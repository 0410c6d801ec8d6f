// The BFF side of the fuzz suite: live players whose session cookies the cases borrow, and the rule that keeps
// the run from spending the budgets every journey shares. All traffic reaches the platform from 127.0.0.1, so a
// valid login, code request or ad visit from the fuzzer would eat the per-address allowance (codes an hour,
// login failures, ad visits) the other journeys need: those calls get only bodies the contract refuses, which the
// BFF answers itself. The platform suite (apps/platform/src/fuzz) sends them everything.
import { callByPath } from '@felt/contract';
import { SESSION_COOKIE } from '@felt/contract/tables';
import type { APIRequestContext } from '@playwright/test';
import type { FuzzCase } from '../../apps/platform/src/fuzz/generate.ts';
import type { Rendered } from '../../apps/platform/src/fuzz/render.ts';
import { createPlayer, type TestPlayer } from './players.ts';
import { siteUrl, WEB_PORT } from './sites.ts';
import { seedTenant } from './tenants.ts';

export const FUZZ_SITES = ['casino3.localhost', 'slot2.localhost'] as const;

const BUDGET_CALLS = new Set([
  '/api/auth/login',
  '/api/auth/login_tac',
  '/api/auth/tac/request_login',
  '/api/auth/tac/request_new_register',
  '/api/auth/forgot_password',
  '/api/auth/reset_password',
  '/api/settings/adsvisit',
]);

/** A site's domain and external id, from its seed file. */
export const siteOf = (domain: string) => ({
  domain_name: domain,
  external_id: (seedTenant(domain) as unknown as { external_id: string }).external_id,
});

/** True when the case would reach the platform on a call that spends a shared per-address budget. */
export function spendsSharedBudget(c: FuzzCase, rendered: Rendered, domain: string): boolean {
  const call = callByPath(c.call.path);
  if (!call?.request || !BUDGET_CALLS.has(c.call.path) || rendered.path.split(/[?#]/)[0] !== c.call.path) return false;
  let body: unknown;
  try {
    body = JSON.parse(rendered.text);
  } catch {
    return false;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  return call.request.safeParse({ ...body, ...siteOf(domain) }).success;
}

export type FuzzPlayer = TestPlayer & { cookie: string | null };

/** Logs a player in through the BFF and keeps the session cookie it sets; null when the login is refused. */
export async function sessionCookie(request: APIRequestContext, player: TestPlayer): Promise<string | null> {
  const res = await request.post(`http://127.0.0.1:${WEB_PORT}/api/auth/login`, {
    headers: { host: `${player.domain}:${WEB_PORT}`, origin: new URL(siteUrl(player.domain)).origin, cookie: '' },
    data: { account_id: player.account_id, password: player.password },
  });
  const setCookie = res
    .headersArray()
    .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith(SESSION_COOKIE));
  return setCookie ? setCookie.value.split(';')[0]! : null;
}

/** A call through the BFF with a given session cookie; the answer's JSON. */
export async function callAs(request: APIRequestContext, domain: string, cookie: string | null, path: string) {
  const res = await request.post(`http://127.0.0.1:${WEB_PORT}${path}`, {
    headers: { host: `${domain}:${WEB_PORT}`, origin: new URL(siteUrl(domain)).origin, cookie: cookie ?? '' },
    data: {},
  });
  return (await res.json()) as { statusCode: number; [field: string]: unknown };
}

export async function fuzzPlayer(request: APIRequestContext, domain: string): Promise<FuzzPlayer> {
  const player = await createPlayer(request, domain);
  return { ...player, cookie: await sessionCookie(request, player) };
}

/** Sends a rendered case to the web server as a page of `domain` would (or, for some cases, a foreign page). */
export async function sendToBff(
  request: APIRequestContext,
  rendered: Rendered,
  domain: string,
  cookie: string | null,
  foreignOrigin: boolean,
) {
  const origin = foreignOrigin ? 'http://evil.example' : new URL(siteUrl(domain)).origin;
  const body = rendered.body instanceof Uint8Array ? Buffer.from(rendered.body) : rendered.body;
  return request.fetch(`http://127.0.0.1:${WEB_PORT}${rendered.path}`, {
    method: rendered.method,
    // An explicit cookie header keeps the context's cookie jar (a fuzzed login may fill it) out of the request.
    headers: { ...rendered.headers, host: `${domain}:${WEB_PORT}`, origin, cookie: cookie ?? 'felt_fuzz=1' },
    ...(body === null ? {} : { data: body }),
    failOnStatusCode: false,
    maxRedirects: 0,
    timeout: 15_000,
  });
}
