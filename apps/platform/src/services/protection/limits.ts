import { type LimitKind, type LimitPeriod, PROTECTION_RULES } from '@felt/contract';
import type { Db } from '../../db/client';
import { type LimitRow, limitRowsOf, saveLimit } from '../../db/queries/protection';

// Deposit and loss limits: a lower (or first) limit protects at once; a higher one, or none, waits for the
// cooling-off, so a player cannot lift a limit in the heat of a session.

/** A row with its pending change applied once the cooling-off is over. */
export function resolved(row: LimitRow, now: Date): LimitRow {
  if (!row.pending || !row.pending_from || row.pending_from > now) return row;
  return {
    ...row,
    amount_minor: row.pending_amount_minor,
    pending: false,
    pending_amount_minor: null,
    pending_from: null,
  };
}

/** The player's limit rows as they stand at `now`; a change that came due is written back (resolved lazily). */
export async function limitsInForce(db: Db, playerId: number, now: Date): Promise<LimitRow[]> {
  const rows = await limitRowsOf(db, playerId);
  return Promise.all(
    rows.map(async (row) => {
      const current = resolved(row, now);
      if (current !== row) await saveLimit(db, current);
      return current;
    }),
  );
}

/** The row after the player asks for `amount` (null: no limit), by the cooling-off rule. */
export function changed(
  current: LimitRow | undefined,
  key: { player_id: number; kind: LimitKind; period: LimitPeriod },
  amount: number | null,
  now: Date,
): LimitRow {
  const inForce = current?.amount_minor ?? null;
  const atOnce = amount !== null && (inForce === null || amount <= inForce);
  if (atOnce || (amount === null && inForce === null)) {
    return { ...key, amount_minor: amount, pending: false, pending_amount_minor: null, pending_from: null };
  }
  return {
    ...key,
    amount_minor: inForce,
    pending: true,
    pending_amount_minor: amount,
    pending_from: new Date(now.getTime() + PROTECTION_RULES.limitIncreaseDelayMs),
  };
}

export async function setLimit(
  db: Db,
  key: { player_id: number; kind: LimitKind; period: LimitPeriod },
  amount: number | null,
  now: Date,
): Promise<void> {
  const rows = await limitsInForce(db, key.player_id, now);
  const current = rows.find((r) => r.kind === key.kind && r.period === key.period);
  await saveLimit(db, changed(current, key, amount, now));
}
