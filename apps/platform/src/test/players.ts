import { randomBytes, randomInt } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { fromAddress, type Harness } from './fixture';

// Player helpers for the handler tests: sites, fresh accounts, sessions and the demo outbox.

export const CASINO3 = { domain_name: 'casino3.localhost', external_id: 'felt-casino3' } as const;
export const SLOT2 = { domain_name: 'slot2.localhost', external_id: 'felt-slot2' } as const;
export type Site = { domain_name: string; external_id: string };

export const PASSWORD = 'secret123';
/** A phone for bodies that never get verified; a registered player gets its own (a verified phone is unique). */
export const PHONE = '+63 912 345 6789';

/** A phone number nobody has, as a player types it. */
export const freshPhone = () => `+63 9${randomInt(10 ** 8, 10 ** 9)}`;

/** Any answer: its JSON and its HTTP status together. */
export type Answer = { status: number; statusCode: number; message?: string; [field: string]: unknown };

export async function answer(res: Response | Promise<Response>): Promise<Answer> {
  const done = await res;
  return { status: done.status, ...((await done.json()) as { statusCode: number }) };
}

/** A new account id, unique per call. */
export const freshId = (prefix = 'p') => `${prefix}${randomBytes(4).toString('hex')}`;

let addresses = 0;
/**
 * A distinct client address, so the per-address limits of one test never reach another: counted, not drawn (250
 * random addresses met again within one file often enough to spend a stranger's budget before the test began), from
 * the shared range 100.64.0.0/10 that no test names by hand.
 */
export const freshIp = () => {
  addresses += 1;
  return `100.64.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

/** A player's session; `phone` is the phone it verified when a test registered it. */
export type Session = { account_id: string; auth: string; site: Site; phone?: string };

/** Whatever serves the platform's calls: a harness, or an app of a test's own. */
type Poster = { post: Harness['post'] };

/** Asks the site for a proof-of-work challenge and solves it as the browser does: the `altcha` of a call. */
export async function solvedChallenge(h: Poster, site: Site): Promise<string> {
  const asked = await answer(
    h.post('/api/auth/challenge', { domain_name: site.domain_name, external_id: site.external_id }),
  );
  if (asked.statusCode !== 1) throw new Error(`no challenge: ${JSON.stringify(asked)}`);
  const challenge = asked.challenge as Parameters<typeof solveChallenge>[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * A call that takes a solved challenge (signup, the code requests, forgot_password), from a fresh address as the
 * web tier vouches for it unless `headers` say otherwise.
 */
export async function postSolved(
  h: Poster,
  path: string,
  body: Site & Record<string, unknown>,
  headers: Record<string, string> = fromAddress(freshIp()),
): Promise<Answer> {
  return answer(h.post(path, { ...body, altcha: await solvedChallenge(h, body) }, headers));
}

export async function latestCode(h: Harness, site: Site, accountId: string, purpose?: string): Promise<string> {
  const res = await answer(h.post('/api/dev/outbox', { domain_name: site.domain_name, account_id: accountId }));
  const items = (res.value ?? []) as { tac: string; purpose: string }[];
  const item = items.find((i) => purpose === undefined || i.purpose === purpose);
  if (!item) throw new Error(`no ${purpose ?? ''} code for ${accountId}: ${JSON.stringify(res)}`);
  return item.tac;
}

/**
 * Signs up, confirms the phone with the register code and logs in: an ACTIVE player with a session, and the phone
 * it verified (its own unless `extra` names one).
 */
export async function registerPlayer(
  h: Harness,
  site: Site = CASINO3,
  accountId = freshId(),
  extra: Record<string, string> = {},
): Promise<Session> {
  const ip = fromAddress(freshIp());
  const phone = extra.contact_phone ?? freshPhone();
  const signed = await postSolved(
    h,
    '/api/auth/signup',
    {
      ...site,
      account_id: accountId,
      password: PASSWORD,
      contact_phone: phone,
      contact_email: 'p@example.com',
      ...extra,
    },
    ip,
  );
  if (signed.statusCode !== 1) throw new Error(`signup failed: ${JSON.stringify(signed)}`);
  const sent = await postSolved(h, '/api/auth/tac/request_new_register', { ...site, account_id: accountId }, ip);
  if (sent.statusCode !== 1) throw new Error(`register code not sent: ${JSON.stringify(sent)}`);
  const tac = await latestCode(h, site, accountId, 'register');
  const verified = await answer(h.post('/api/auth/tac/verify', { ...site, account_id: accountId, tac }));
  if (verified.statusCode !== 1) throw new Error(`verify failed: ${JSON.stringify(verified)}`);
  return { ...(await login(h, site, accountId, PASSWORD)), phone };
}

export async function login(
  h: Harness,
  site: Site,
  accountId: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<Session> {
  const res = await answer(h.post('/api/auth/login', { ...site, account_id: accountId, password }, headers));
  if (res.statusCode !== 1) throw new Error(`login failed: ${JSON.stringify(res)}`);
  return { account_id: accountId, auth: res.token as string, site };
}

/** An authenticated call, with the site in x-felt-domain as the BFF sends it. */
export function call(
  h: Harness,
  path: string,
  session: Session,
  body: object = {},
  headers: Record<string, string> = {},
) {
  return answer(
    h.post(
      path,
      { account_id: session.account_id, auth: session.auth, ...body },
      { 'x-felt-domain': session.site.domain_name, ...headers },
    ),
  );
}
