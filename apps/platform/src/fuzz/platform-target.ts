import { DEMO_PROVIDER } from '@felt/contract';
import { pino } from 'pino';
import { openPglite } from '../db/client';
import { walletSignatureHeaders } from '../services/games/wallet-signature';
import { DEMO_SECRET, fromAddress, type Harness, harness, OPERATOR_KEY, seedFile } from '../test/fixture';
import { fund, launch } from '../test/games';
import { answer, PASSWORD, PHONE, registerPlayer, solvedChallenge } from '../test/players';
import type { FuzzCase, Site } from './generate';
import type { Known } from './leaves';
import type { LivePlayer, Rendered } from './render';

// The platform in this process, on PGlite, with a few seeded tenants and live players the fuzz cases borrow: a
// session for authenticated calls and a launched game (with money on the wallet) for the provider's wallet calls.

export const FUZZ_DOMAINS = ['casino3.localhost', 'slot2.localhost', 'maint.localhost'];
/** Players live on the open sites; maint.localhost is in its maintenance window and refuses them anyway. */
const PLAYER_DOMAINS = ['casino3.localhost', 'slot2.localhost'];
export const SLOTS = 4;

export type Target = {
  h: Harness;
  sites: Site[];
  known: Known;
  players: (LivePlayer | null)[];
  /** What the app logged at error level: the stack of a handler that threw. */
  errors: string[];
};

const pglite = {
  name: 'pglite',
  open: async () => {
    const database = await openPglite(null);
    await database.migrate();
    return database;
  },
};

/** A fresh player in a slot: registered, funded and in a game; the name says which slot and which replacement. */
async function livePlayer(h: Harness, slot: number, generation: number, sites: Site[]): Promise<LivePlayer> {
  const site = sites.find((s) => s.domain_name === PLAYER_DOMAINS[slot % PLAYER_DOMAINS.length])!;
  const session = await registerPlayer(h, site, `fz${slot}g${generation}`);
  await fund(h, session, 10_000_000);
  const game = await launch(h, session);
  return {
    account_id: session.account_id,
    auth: session.auth,
    domain_name: site.domain_name,
    gameToken: game.token || null,
  };
}

async function catalogue(h: Harness, sites: Site[]) {
  const providers = new Set<string>([DEMO_PROVIDER]);
  const games = new Set<string>();
  const promotions = new Set<string>();
  const methods = new Set<string>();
  const media = new Set<string>();
  for (const site of sites.slice(0, 2)) {
    const paying = await answer(h.post('/api/payment/methods', site));
    for (const method of (paying.value ?? []) as { method_code: string }[]) methods.add(method.method_code);
    const startup = await (await h.post('/api/startup', { domain_name: site.domain_name })).text();
    for (const [, key] of startup.matchAll(/\/api\/media\/([^"?\\]+)/g)) media.add(key!);
    const listed = await answer(h.post('/api/product/games', { ...site, game_type: '', page: 1, per_page: 50 }));
    for (const game of (listed.value ?? []) as { provider_code: string; game_code: string }[]) {
      providers.add(game.provider_code);
      games.add(game.game_code);
    }
    const promos = await answer(h.post('/api/promotion/list', site));
    for (const promo of (promos.value ?? []) as { code?: string }[]) if (promo.code) promotions.add(promo.code);
  }
  return {
    providers: [...providers],
    games: [...games],
    promotions: [...promotions],
    methods: [...methods],
    media: [...media].slice(0, 8),
  };
}

export async function openTarget(): Promise<Target> {
  const errors: string[] = [];
  const log = pino({ level: 'error' }, { write: (line: string) => void errors.push(line) });
  const h = await harness(pglite, FUZZ_DOMAINS, { log });
  const sites = FUZZ_DOMAINS.map((domain) => {
    const { domain_name, external_id } = seedFile(domain);
    return { domain_name, external_id };
  });
  const players: (LivePlayer | null)[] = [];
  for (let slot = 0; slot < SLOTS; slot++) players.push(await livePlayer(h, slot, 0, sites));
  const { providers, games, promotions, methods, media } = await catalogue(h, sites);
  const tx = Array.from({ length: 6 }, (_, i) => `fz-tx-${i}`);
  const known: Known = {
    account_id: [...players.map((p) => p!.account_id), 'demo01', 'nobody_here'],
    password: [PASSWORD, 'demo1234'],
    contact_phone: [PHONE],
    altcha: [SOLVE_HERE, Buffer.from('{"challenge":{},"solution":{}}').toString('base64')],
    provider_code: providers,
    game_code: games,
    code: promotions,
    currency: FUZZ_DOMAINS.map((d) => seedFile(d).site.currency),
    transaction_id: tx,
    round_id: tx,
    tac: ['000000', '123456'],
    inbox_id: [1, 2, 3],
    // A media key in a path, an idempotency key in an operator's token grant.
    key: [...media, 'fz-key-1', 'fz-key-2'],
    method_code: methods,
    bank_id: ['1', '2', '3'],
    request_id: ['0b6f6a7e-1c5a-4d2b-9a57-1f1f2e3d4c5b', '7d1e3f62-5b4a-4c1d-8e2f-3a4b5c6d7e8f'],
    domain: FUZZ_DOMAINS,
    account: ['demo01', ...players.map((p) => p!.account_id)],
  };
  return { h, sites, known, players, errors };
}

/** Replaces every slot's player whose session no longer answers (logged out, excluded, blocked by a case). */
export async function revivePlayers(target: Target, generation: number): Promise<void> {
  for (let slot = 0; slot < target.players.length; slot++) {
    const player = target.players[slot];
    const alive =
      player &&
      (
        await answer(
          target.h.post(
            '/api/auth/get_balance',
            { account_id: player.account_id, auth: player.auth },
            { 'x-felt-domain': player.domain_name },
          ),
        )
      ).statusCode === 1;
    if (!alive) target.players[slot] = await livePlayer(target.h, slot, generation, target.sites);
  }
}

/** An `altcha` the sender replaces with a proof of work solved just now for the body's site (each is taken once). */
const SOLVE_HERE = 'fz-solve-a-challenge-here';

async function withSolvedChallenge(target: Target, rendered: Rendered): Promise<Rendered> {
  const marker = `"altcha":"${SOLVE_HERE}"`;
  if (typeof rendered.body !== 'string' || !rendered.body.includes(marker)) return rendered;
  let domain: unknown;
  try {
    domain = (JSON.parse(rendered.body) as { domain_name?: unknown }).domain_name;
  } catch {
    return rendered;
  }
  const site = target.sites.find((s) => s.domain_name === domain) ?? target.sites[0]!;
  // A closed site issues no challenge: the body then goes with the marker, which the schema refuses.
  const altcha = await solvedChallenge(target.h, site).catch(() => SOLVE_HERE);
  const body = rendered.body.replaceAll(marker, `"altcha":${JSON.stringify(altcha)}`);
  return { ...rendered, body, text: body };
}

/** Sends a rendered case to the app with what the case asks for: address, operator key, signature, a solved challenge. */
export async function send(target: Target, c: FuzzCase, sending: Rendered): Promise<Response> {
  const rendered = await withSolvedChallenge(target, sending);
  const headers: Record<string, string> = { ...rendered.headers, ...fromAddress(c.clientAddress) };
  if (c.call.operator && c.operatorKey) headers['x-operator-key'] = OPERATOR_KEY;
  if (c.call.wallet && c.signed) {
    const verb = rendered.path.split(/[?#]/)[0]!.split('/').pop() ?? '';
    Object.assign(headers, walletSignatureHeaders(DEMO_SECRET, verb, rendered.text, target.h.clock.now));
  }
  return target.h.app.request(rendered.path, {
    method: rendered.method,
    headers,
    ...(rendered.body === null ? {} : { body: rendered.body }),
  });
}
