import { ERROR_KEYS } from '@felt/contract';
import type { Db } from '../../db/client';
import { balanceOf, InsufficientFunds, writePosting } from '../../db/queries/ledger';
import {
  addTurnover,
  findRound,
  findTransaction,
  insertTransaction,
  lockRound,
  lockTransactionId,
  markRolledBack,
  updateRound,
  type WalletTransactionRow,
} from '../../db/queries/wallet';
import type { WalletKind } from '../../db/tables/games';
import { checkCurrency, type GameSession, gameSessionOf, ruleRefusal } from './wallet-session';

// The seamless wallet's rules (DESIGN.md 2): idempotent by (provider, transaction_id); a bet needs a live session,
// a win or rollback does not; a rollback of an unknown id succeeds, moves nothing, and leaves a tombstone that
// refuses a late bet with that id; a settled round cannot be rolled back; no bet beyond the balance. Each call is
// one database transaction: the ledger posting, the balance, the round and the transaction row stand or fall together.

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

const rollbackKey = (transactionId: string) => `rollback:${transactionId}`;

/** A repeated transaction answers what the first one answered, and moves nothing. */
function replay(row: WalletTransactionRow, kind: WalletKind, found: GameSession): WalletAnswer {
  if (row.kind !== kind || row.player_id !== found.player.id) throw ruleRefusal(ERROR_KEYS.transactionConflict);
  return { balance: row.balance_after, currency: found.session.currency, transaction_id: row.transaction_id };
}

function isUniqueViolation(error: unknown): boolean {
  const seen = error as { code?: string; cause?: { code?: string } };
  return seen?.code === '23505' || seen?.cause?.code === '23505';
}

/** Runs a money call; a concurrent twin that committed first makes ours fail on the unique key: run again to replay. */
async function once<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return run();
  }
}

/** Moves `delta` between the player's cash and the house's games account (one balanced posting), or nothing for 0. */
async function move(
  tx: Db,
  found: GameSession,
  posting: { kind: WalletKind; key: string; memo: Record<string, string>; delta: number; now: Date },
): Promise<{ postingId: number | null; balance: number }> {
  const playerId = found.player.id;
  if (posting.delta === 0) return { postingId: null, balance: await balanceOf(tx, playerId) };
  const posted = await writePosting(tx, {
    tenant_id: found.tenant.id,
    kind: posting.kind,
    idempotency_key: posting.key,
    memo: posting.memo,
    created_at: posting.now,
    lines: [
      { account: 'player_cash', player_id: playerId, amount_minor: posting.delta },
      { account: 'house_games', amount_minor: -posting.delta },
    ],
  });
  return { postingId: posted.id, balance: posted.balances.get(playerId) ?? 0 };
}

const base = (found: GameSession, provider: string, body: MoneyBody, now: Date) => ({
  wallet_provider: provider,
  transaction_id: body.transaction_id,
  player_id: found.player.id,
  round_id: body.round_id,
  created_at: now,
  rolled_back: null,
});

export async function bet(deps: WalletDeps, provider: string, body: MoneyBody): Promise<WalletAnswer> {
  const now = deps.now();
  const found = await gameSessionOf(deps.db, provider, body.token, now, true);
  checkCurrency(found, body.currency);
  const amount = body.amount ?? 0;
  return once(() =>
    deps.db.transaction(async (tx) => {
      await lockTransactionId(tx, provider, body.transaction_id);
      const seen = await findTransaction(tx, provider, body.transaction_id);
      if (seen) return replay(seen, 'bet', found);
      if (await findTransaction(tx, provider, rollbackKey(body.transaction_id))) {
        throw ruleRefusal(ERROR_KEYS.transactionRolledBack);
      }
      const round = await lockRound(tx, {
        tenant_id: found.tenant.id,
        player_id: found.player.id,
        session_id: found.session.id,
        wallet_provider: provider,
        round_id: body.round_id,
        provider_code: found.session.provider_code,
        game_code: found.session.game_code,
        status: 'open',
        created_at: now,
      });
      if (!round || round.player_id !== found.player.id) throw ruleRefusal(ERROR_KEYS.transactionConflict);
      if (round.status !== 'open') throw ruleRefusal(ERROR_KEYS.roundSettled);
      let moved: Awaited<ReturnType<typeof move>>;
      try {
        moved = await move(tx, found, {
          kind: 'bet',
          key: `wallet:${provider}:${body.transaction_id}`,
          memo: { provider, round_id: body.round_id, game_code: found.session.game_code },
          delta: -amount,
          now,
        });
      } catch (error) {
        if (error instanceof InsufficientFunds) throw ruleRefusal(ERROR_KEYS.insufficientFunds);
        throw error;
      }
      const { postingId, balance } = moved;
      await insertTransaction(tx, {
        ...base(found, provider, body, now),
        idem_key: body.transaction_id,
        kind: 'bet',
        amount_minor: amount,
        posting_id: postingId,
        balance_after: balance,
      });
      await updateRound(tx, round.id, { bet_minor: round.bet_minor + amount });
      await addTurnover(tx, found.player.id, amount);
      return { balance, currency: found.session.currency, transaction_id: body.transaction_id };
    }),
  );
}

export async function win(deps: WalletDeps, provider: string, body: MoneyBody): Promise<WalletAnswer> {
  const now = deps.now();
  const found = await gameSessionOf(deps.db, provider, body.token, now, false);
  checkCurrency(found, body.currency);
  const amount = body.amount ?? 0;
  return once(() =>
    deps.db.transaction(async (tx) => {
      await lockTransactionId(tx, provider, body.transaction_id);
      const seen = await findTransaction(tx, provider, body.transaction_id);
      if (seen) return replay(seen, 'win', found);
      if (await findTransaction(tx, provider, rollbackKey(body.transaction_id))) {
        throw ruleRefusal(ERROR_KEYS.transactionRolledBack);
      }
      const round = await findRound(tx, provider, body.round_id, true);
      if (!round) throw ruleRefusal(ERROR_KEYS.notFound);
      if (round.player_id !== found.player.id) throw ruleRefusal(ERROR_KEYS.transactionConflict);
      if (round.status === 'rolled_back') throw ruleRefusal(ERROR_KEYS.transactionRolledBack);
      if (round.status === 'settled') throw ruleRefusal(ERROR_KEYS.roundSettled);
      const { postingId, balance } = await move(tx, found, {
        kind: 'win',
        key: `wallet:${provider}:${body.transaction_id}`,
        memo: { provider, round_id: body.round_id, game_code: round.game_code },
        delta: amount,
        now,
      });
      await insertTransaction(tx, {
        ...base(found, provider, body, now),
        idem_key: body.transaction_id,
        kind: 'win',
        amount_minor: amount,
        posting_id: postingId,
        balance_after: balance,
      });
      await updateRound(tx, round.id, { win_minor: round.win_minor + amount, status: 'settled', settled_at: now });
      return { balance, currency: found.session.currency, transaction_id: body.transaction_id };
    }),
  );
}

export async function rollback(deps: WalletDeps, provider: string, body: MoneyBody): Promise<WalletAnswer> {
  const now = deps.now();
  const found = await gameSessionOf(deps.db, provider, body.token, now, false);
  const key = rollbackKey(body.transaction_id);
  return once(() =>
    deps.db.transaction(async (tx) => {
      await lockTransactionId(tx, provider, body.transaction_id);
      const seen = await findTransaction(tx, provider, key);
      if (seen) return replay(seen, 'rollback', found);
      const target = await findTransaction(tx, provider, body.transaction_id);
      const record = { ...base(found, provider, body, now), idem_key: key, kind: 'rollback' as const };
      if (!target) {
        // A tombstone: nothing to undo, but a bet with this id arriving later must be refused.
        const balance = await balanceOf(tx, found.player.id);
        await insertTransaction(tx, { ...record, amount_minor: 0, posting_id: null, balance_after: balance });
        return { balance, currency: found.session.currency, transaction_id: body.transaction_id };
      }
      if (target.player_id !== found.player.id) throw ruleRefusal(ERROR_KEYS.transactionConflict);
      if (target.kind !== 'bet') throw ruleRefusal(ERROR_KEYS.roundSettled);
      const round = await findRound(tx, provider, target.round_id, true);
      if (!round || round.status === 'settled') throw ruleRefusal(ERROR_KEYS.roundSettled);
      const amount = target.amount_minor;
      const { postingId, balance } = await move(tx, found, {
        kind: 'rollback',
        key: `wallet:${provider}:${key}`,
        memo: { provider, round_id: target.round_id, transaction_id: body.transaction_id },
        delta: amount,
        now,
      });
      await markRolledBack(tx, target.id, body.transaction_id);
      await insertTransaction(tx, {
        ...record,
        round_id: target.round_id,
        amount_minor: amount,
        posting_id: postingId,
        balance_after: balance,
      });
      const left = round.bet_minor - amount;
      await updateRound(
        tx,
        round.id,
        left > 0 ? { bet_minor: left } : { bet_minor: 0, status: 'rolled_back', settled_at: now },
      );
      await addTurnover(tx, found.player.id, -amount);
      return { balance, currency: found.session.currency, transaction_id: body.transaction_id };
    }),
  );
}

/** authenticate: who plays, with the balance; the session must be live. */
export async function authenticateGame(deps: WalletDeps, provider: string, token: string) {
  const found = await gameSessionOf(deps.db, provider, token, deps.now(), true);
  return {
    balance: await balanceOf(deps.db, found.player.id),
    currency: found.session.currency,
    player_id: String(found.player.id),
    account_id: found.player.account_id,
    game_code: found.session.game_code,
  };
}

/** balance: the player's balance; answered for an ended session too, so a game can show its last state. */
export async function gameBalance(deps: WalletDeps, provider: string, token: string): Promise<WalletAnswer> {
  const found = await gameSessionOf(deps.db, provider, token, deps.now(), false);
  return { balance: await balanceOf(deps.db, found.player.id), currency: found.session.currency };
}
