import { ERROR_KEYS } from '@felt/contract';
import type { Db } from '../../db/client';
import { walletOf } from '../../db/queries/players';
import { insertSpin, recentSpins, type SpinRow, spinOfRequest } from '../../db/queries/spins';
import { InsufficientTokens, moveTokens } from '../../db/queries/tokens';
import { notFoundFailure, Refusal } from '../../http/refusal';
import { toMajor, toMinor } from '../money';
import type { Caller } from '../players/authenticate';
import { badRequest } from '../players/refusals';
import { engagementFor } from './defaults';
import { drawPrize, oddsTable, type RandomBelow } from './minigame-odds';
import { settleSpin } from './minigame-settle';

// The prize wheel's calls. A spin is two transactions: the first decides the prize, records the spin and moves
// its cost from the player's tokens into the frozen pot; the second pays the prize and releases the cost (see
// minigame-settle.ts). A retried request_id finds its spin and moves nothing.

export type MinigameDeps = { db: Db; now: () => Date; random?: RandomBelow };

const HISTORY_SIZE = 20;

/** The tenant's wheel; a site without gamification has none. */
function wheelOf(caller: Caller) {
  if (!caller.tenant.gamify_status) throw new Refusal(notFoundFailure);
  return engagementFor(caller.tenant).minigame;
}

/** A spin as the contract shows it: cash in major units. */
export function spinView(spin: SpinRow, currency: string) {
  const kind = spin.prize_kind as 'cash' | 'tokens' | 'none';
  return {
    spin_id: String(spin.id),
    request_id: spin.request_id,
    cost: spin.cost,
    prize: {
      index: spin.prize_index,
      kind,
      amount: kind === 'cash' ? toMajor(spin.prize_amount, currency) : spin.prize_amount,
    },
    state: spin.state as 'settling' | 'settled',
    created_at: spin.created_at.toISOString(),
  };
}

async function tokensOf(db: Db, playerId: number) {
  const wallet = await walletOf(db, playerId);
  return {
    token_balance: wallet.token_balance,
    frozen_token: wallet.frozen_token,
    balance_minor: wallet.balance_minor,
  };
}

/** /api/minigame/info: the player's tokens, the cost of a spin and the published prize table. */
export async function minigameInfo(deps: MinigameDeps, caller: Caller) {
  const wheel = wheelOf(caller);
  const { token_balance, frozen_token } = await tokensOf(deps.db, caller.player.id);
  return { token_balance, frozen_token, spin_cost: wheel.spin_cost, prizes: oddsTable(wheel.prizes) };
}

/** Transaction 1: the spin recorded and its cost frozen; undefined when a concurrent retry recorded it first. */
async function startSpin(deps: MinigameDeps, caller: Caller, requestId: string): Promise<SpinRow | undefined> {
  const wheel = wheelOf(caller);
  const { player, tenant } = caller;
  const index = drawPrize(wheel.prizes, deps.random);
  const prize = wheel.prizes[index]!;
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const spin = await insertSpin(tx, {
        tenant_id: tenant.id,
        player_id: player.id,
        request_id: requestId,
        cost: wheel.spin_cost,
        prize_index: index,
        prize_kind: prize.kind,
        prize_amount: prize.kind === 'cash' ? toMinor(prize.amount, tenant.currency) : prize.amount,
        created_at: now,
      });
      if (!spin) return undefined;
      await moveTokens(tx, {
        tenant_id: tenant.id,
        player_id: player.id,
        kind: 'spin_cost',
        delta: -spin.cost,
        frozen_delta: spin.cost,
        idempotency_key: `spin:${player.id}:${requestId}:cost`,
        memo: { spin_id: spin.id },
        created_at: now,
      });
      return spin;
    });
  } catch (error) {
    // The spin row rolls back with the refused move: nothing was recorded, nothing moved.
    if (error instanceof InsufficientTokens) throw badRequest(ERROR_KEYS.notEnoughTokens);
    throw error;
  }
}

/** /api/minigame/spin: once per request_id; a retry answers the same spin and prize. */
export async function spinWheel(deps: MinigameDeps, caller: Caller, requestId: string) {
  wheelOf(caller);
  const { db } = deps;
  const playerId = caller.player.id;
  const spin =
    (await spinOfRequest(db, playerId, requestId)) ??
    (await startSpin(deps, caller, requestId)) ??
    (await spinOfRequest(db, playerId, requestId));
  if (!spin) throw new Error(`spin ${requestId} of player ${playerId} vanished`);
  const settled = spin.state === 'settling' ? await settleSpin(db, spin.id, deps.now()) : spin;
  const { token_balance, frozen_token, balance_minor } = await tokensOf(db, playerId);
  const { currency } = caller.tenant;
  return {
    value: spinView(settled, currency),
    token_balance,
    frozen_token,
    game_balance: toMajor(balance_minor, currency),
  };
}

/** /api/minigame/history: the player's last spins, newest first. */
export async function spinHistory(deps: MinigameDeps, caller: Caller) {
  wheelOf(caller);
  const rows = await recentSpins(deps.db, caller.player.id, HISTORY_SIZE);
  return { value: rows.map((row) => spinView(row, caller.tenant.currency)) };
}
