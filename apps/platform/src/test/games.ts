import { DEMO_PROVIDER } from '@felt/contract';
import { and, eq } from 'drizzle-orm';
import { writePosting } from '../db/queries/ledger';
import { players, tenants } from '../db/schema';
import { readLaunchToken } from '../services/games/launch-token';
import { walletSignatureHeaders } from '../services/games/wallet-signature';
import { DEMO_SECRET, type Harness } from './fixture';
import { type Answer, answer, call, type Session } from './players';

// Game helpers for the handler tests: launching, the provider's signed wallet calls, and money to play with.

let counter = 0;
/** A transaction or round id unique within the run. */
export const freshTx = (prefix = 'tx') => `${prefix}-${Date.now().toString(36)}-${++counter}`;

/** Puts money on a player's wallet through the ledger, as a deposit will. */
export async function fund(h: Harness, session: Session, minor: number): Promise<void> {
  const [row] = await h.database.db
    .select({ id: players.id, tenant_id: players.tenant_id })
    .from(players)
    .innerJoin(tenants, eq(tenants.id, players.tenant_id))
    .where(
      and(eq(players.account_key, session.account_id.toLowerCase()), eq(tenants.domain_name, session.site.domain_name)),
    );
  if (!row) throw new Error(`no player ${session.account_id}`);
  await h.database.db.transaction((tx) =>
    writePosting(tx, {
      tenant_id: row.tenant_id,
      kind: 'test_credit',
      idempotency_key: freshTx('fund'),
      created_at: new Date(),
      lines: [
        { account: 'house_funding', amount_minor: -minor },
        { account: 'player_cash', player_id: row.id, amount_minor: minor },
      ],
    }),
  );
}

export type Launched = { answer: Answer; token: string; currency: string };

/** launch_game for a session; the game session token is read out of the signed launch URL. */
export async function launch(
  h: Harness,
  session: Session,
  game = { provider_code: 'JILI', game_code: 'golden-temple-riches' },
  extra: object = {},
): Promise<Launched> {
  const res = await call(h, '/api/product/launch_game', session, { ...session.site, ...game, ...extra });
  if (res.statusCode !== 1) return { answer: res, token: '', currency: '' };
  const launchToken = new URL(String(res.url), 'http://site').searchParams.get('launch') ?? '';
  const payload = readLaunchToken(DEMO_SECRET, launchToken, h.clock.now.getTime());
  if (!payload) throw new Error(`launch token unreadable: ${res.url}`);
  return { answer: res, token: payload.token, currency: payload.currency };
}

/** A seamless-wallet call as the DEMO provider makes it: verb, raw body and the app's time signed with its secret. */
export function wallet(h: Harness, verb: string, body: object, secret = DEMO_SECRET, provider = DEMO_PROVIDER) {
  const raw = JSON.stringify(body);
  return answer(
    h.post(`/api/provider/${provider}/${verb}`, raw, walletSignatureHeaders(secret, verb, raw, h.clock.now)),
  );
}

/** A money body for one launched game. */
export const money = (game: Launched, amount: number, round_id = freshTx('round'), transaction_id = freshTx()) => ({
  token: game.token,
  transaction_id,
  round_id,
  game_code: 'golden-temple-riches',
  amount,
  currency: game.currency,
});
