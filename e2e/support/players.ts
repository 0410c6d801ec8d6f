// Player helpers for the journeys: fresh accounts, the demo outbox where one-time codes land, and the
// operator endpoint that blocks or closes an account. All go to the real platform the run started.
import { randomBytes, randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { type Challenge, solveAltcha } from './challenge.ts';
import { OPERATOR_KEY, PLATFORM } from './operator.ts';
import { siteUrl, WEB_PORT } from './sites.ts';

export const DEMO_PLAYER = { account_id: 'demo01', password: 'demo1234' } as const;

/** A new account id for one test: letters and digits, unique per run. */
export const freshAccountId = (prefix = 'p') => `${prefix}${randomBytes(5).toString('hex')}`;

/** The newest one-time code sent to a player on a tenant, optionally of one purpose. */
export async function latestCode(domain: string, accountId: string, purpose?: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await fetch(`${PLATFORM}/api/dev/outbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain_name: domain, account_id: accountId }),
    });
    const answer = (await res.json()) as { statusCode: number; value?: { tac: string; purpose: string }[] };
    const item = answer.value?.find((entry) => purpose === undefined || entry.purpose === purpose);
    if (item) return item.tac;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No ${purpose ?? ''} code in the outbox for ${accountId} on ${domain}`);
}

/** Sets an account's status the way the operator CLI does. */
export async function setPlayerStatus(
  domain: string,
  accountId: string,
  status: 'ACTIVE' | 'BLOCK' | 'CLOSE',
): Promise<void> {
  const res = await fetch(`${PLATFORM}/api/operator/players/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-key': OPERATOR_KEY },
    body: JSON.stringify({ domain_name: domain, account_id: accountId, status }),
  });
  const answer = (await res.json()) as { statusCode: number };
  if (answer.statusCode !== 1) throw new Error(`Setting ${accountId} to ${status} failed: ${JSON.stringify(answer)}`);
}

/** A player of one site as the tests know it: the password and contact details it signed up with. */
export type TestPlayer = { domain: string; account_id: string; password: string; phone: string; email: string };

/** Details for a player nobody has registered yet; the phone is digits only, as the sign-up form keeps it. */
export function newPlayer(domain: string, prefix = 'p'): TestPlayer {
  const account_id = freshAccountId(prefix);
  return {
    domain,
    account_id,
    password: `Pw${randomBytes(4).toString('hex')}7`,
    phone: `63${randomInt(100_000_000, 999_999_999)}`,
    email: `${account_id}@example.com`,
  };
}

export type SiteAnswer = { statusCode: number; message?: string; [field: string]: unknown };

/**
 * POSTs a call to a site's BFF as one of its pages would (same Origin). Node cannot resolve `*.localhost`
 * as Chromium does, so the request goes to the loopback address and names the site in its Host header.
 */
export async function callSite(
  request: APIRequestContext,
  domain: string,
  path: string,
  body: object = {},
): Promise<SiteAnswer> {
  const host = `${domain}:${WEB_PORT}`;
  const res = await request.post(`http://127.0.0.1:${WEB_PORT}${path}`, {
    headers: { host, origin: new URL(siteUrl(domain)).origin },
    data: body,
  });
  return (await res.json()) as SiteAnswer;
}

/** Asks a site for a proof-of-work challenge through its BFF and solves it: the `altcha` of the call that follows. */
export async function solvedChallenge(request: APIRequestContext, domain: string): Promise<string> {
  const asked = await callSite(request, domain, '/api/auth/challenge');
  const challenge = asked.challenge as Challenge | undefined;
  if (asked.statusCode !== 1 || !challenge) throw new Error(`No challenge from ${domain}: ${JSON.stringify(asked)}`);
  return solveAltcha(challenge);
}

async function expectOk(request: APIRequestContext, domain: string, path: string, body: object): Promise<void> {
  const answer = await callSite(request, domain, path, body);
  if (answer.statusCode !== 1) throw new Error(`${path} on ${domain} failed: ${JSON.stringify(answer)}`);
}

/**
 * Signs a new player up on a site and confirms its phone with the code from the outbox: ready to log in. Signup
 * and the code request each carry a solved challenge, as the site's own pages send them.
 */
export async function createPlayer(request: APIRequestContext, domain = 'localhost'): Promise<TestPlayer> {
  const player = newPlayer(domain);
  const { account_id } = player;
  await expectOk(request, domain, '/api/auth/signup', {
    account_id,
    password: player.password,
    contact_phone: player.phone,
    contact_email: player.email,
    altcha: await solvedChallenge(request, domain),
  });
  await expectOk(request, domain, '/api/auth/tac/request_new_register', {
    account_id,
    altcha: await solvedChallenge(request, domain),
  });
  const tac = await latestCode(domain, account_id, 'register');
  await expectOk(request, domain, '/api/auth/tac/verify', { account_id, tac });
  return player;
}
