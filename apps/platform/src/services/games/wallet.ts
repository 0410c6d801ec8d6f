import { ERROR_KEYS, STATUS } from '@felt/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { Refusal } from '../../http/refusal';
import { tokenHash } from '../players/sessions';
import { gameSessionOf } from './wallet-session';

// The seamless wallet's rules (DESIGN.md 2): idempotent by (provider, transaction_id); a bet needs a live session,
// a win or rollback does not; a rollback of an unknown id succeeds, moves nothing, and leaves a tombstone that
// refuses a late bet with that id; a settled round cannot be rolled back; no bet beyond the balance. Each money
// call is the database function wallet_move (drizzle/0003_wallet_move.sql): one statement, so the rules, the
// ledger posting and the balance stand or fall together, in a single round trip.

export type WalletDeps = { db: Db; now: () => Date };
export type MoneyBody = {
  token: string;
  transaction_id: string;
  round_id: string;
  game_code: string;
  amount?: number | undefined;
  currency: string;
};
export type WalletAnswer = { balance: number; currency: string; transaction_id?: string };
type MoneyKind = 'bet' | 'win' | 'rollback';

/** The HTTP-facing status of each refusal wallet_move can answer. */
const REFUSALS: Record<string, number> = {
  [ERROR_KEYS.sessionExpired]: STATUS.unauthorized,
  [ERROR_KEYS.blocked]: STATUS.forbidden,
  [ERROR_KEYS.closed]: STATUS.forbidden,
  [ERROR_KEYS.accountNotVerified]: STATUS.forbidden,
  [ERROR_KEYS.notFound]: STATUS.notFound,
};

/**
 * wallet_move as a named prepared statement: the call is parsed and planned once per connection instead of on every
 * spin (decision 0034).
 */
const walletMove = (db: Db) =>
  db
    .select({
      outcome: sql<string>`outcome`,
      balance: sql<string | number | null>`balance`,
      currency: sql<string | null>`currency`,
    })
    .from(
      sql`wallet_move(${sql.placeholder('kind')}, ${sql.placeholder('provider')}, ${sql.placeholder('tokenHash')},
        ${sql.placeholder('transactionId')}, ${sql.placeholder('roundId')}, ${sql.placeholder('amount')}::bigint,
        ${sql.placeholder('currency')}, ${sql.placeholder('now')}::timestamptz)`,
    );

async function move(deps: WalletDeps, kind: MoneyKind, provider: string, body: MoneyBody): Promise<WalletAnswer> {
  // A rollback names the bet by its id; its amount and currency are the bet's, whatever the body says.
  const currency = kind === 'rollback' ? null : body.currency;
  const amount = kind === 'rollback' ? null : (body.amount ?? 0);
  const [row] = await prepared(deps.db, 'wallet_move_call', walletMove).execute({
    kind,
    provider,
    tokenHash: tokenHash(body.token),
    transactionId: body.transaction_id,
    roundId: body.round_id,
    amount,
    currency,
    now: deps.now().toISOString(),
  });
  if (!row) throw new Error('wallet_move answered nothing');
  if (row.outcome !== 'ok') {
    throw new Refusal({ statusCode: REFUSALS[row.outcome] ?? STATUS.badRequest, message: row.outcome });
  }
  return { balance: Number(row.balance), currency: row.currency ?? '', transaction_id: body.transaction_id };
}

export const bet = (deps: WalletDeps, provider: string, body: MoneyBody) => move(deps, 'bet', provider, body);
export const win = (deps: WalletDeps, provider: string, body: MoneyBody) => move(deps, 'win', provider, body);
export const rollback = (deps: WalletDeps, provider: string, body: MoneyBody) => move(deps, 'rollback', provider, body);

/** authenticate: who plays, with the balance, in one round trip; the session must be live. */
export async function authenticateGame(deps: WalletDeps, provider: string, token: string) {
  const found = await gameSessionOf(deps.db, provider, token, deps.now(), true);
  return {
    balance: found.balance_minor ?? 0,
    currency: found.session.currency,
    player_id: String(found.player.id),
    account_id: found.player.account_id,
    game_code: found.session.game_code,
  };
}

/** balance: the player's balance; answered for an ended session too, so a game can show its last state. */
export async function gameBalance(deps: WalletDeps, provider: string, token: string): Promise<WalletAnswer> {
  const found = await gameSessionOf(deps.db, provider, token, deps.now(), false);
  return { balance: found.balance_minor ?? 0, currency: found.session.currency };
}
