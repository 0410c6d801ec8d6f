import { LIMIT_KINDS, LIMIT_PERIODS } from '@felt/contract';
import type { Db } from '../../db/client';
import { playNetSince, protectionRowOf } from '../../db/queries/protection';
import { toMajor } from '../money';
import { exclusionAt } from './exclusion';
import { limitsInForce } from './limits';
import { usageOf } from './usage';

// limits/get's answer: every kind and period (none set: nulls), so the site shows one stable table.

type Caller = { player: { id: number }; tenant: { currency: string }; session: { created_at: Date } };

export async function protectionOf(db: Db, { player, tenant, session }: Caller, now: Date) {
  const major = (minor: number) => toMajor(minor, tenant.currency);
  const majorOrNull = (minor: number | null) => (minor === null ? null : major(minor));
  const [rows, protection, used, [net = 0]] = await Promise.all([
    limitsInForce(db, player.id, now),
    protectionRowOf(db, player.id),
    usageOf(db, player.id, now, [...LIMIT_KINDS]),
    playNetSince(db, player.id, [session.created_at]),
  ]);
  const limits = LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period) => {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      return {
        kind,
        period,
        amount: majorOrNull(row?.amount_minor ?? null),
        pending_amount: row?.pending ? majorOrNull(row.pending_amount_minor) : null,
        pending_from: row?.pending && row.pending_from ? row.pending_from.toISOString() : null,
        used: major(used[kind][period]),
      };
    }),
  );
  const exclusion = exclusionAt(protection, now);
  return {
    limits,
    session_limit_minutes: protection?.session_limit_minutes ?? null,
    reality_check_minutes: protection?.reality_check_minutes ?? null,
    excluded_until: exclusion ? exclusion.until.toISOString() : null,
    exclusion_kind: exclusion?.kind ?? null,
    session: { started_at: session.created_at.toISOString(), net: major(net) },
  };
}
