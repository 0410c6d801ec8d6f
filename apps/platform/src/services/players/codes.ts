import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ERROR_KEYS, STATUS, TAC_RULES, type TacPurpose } from '@felt/contract';
import type { Db } from '../../db/client';
import {
  countAttempt,
  deleteUnusedCodes,
  insertCode,
  insertOutbox,
  latestCode,
  liveCode,
  useCode,
} from '../../db/queries/codes';
import { lockPlayer, type PlayerRow } from '../../db/queries/players';
import type { Logger } from '../../logger';
import { badRequest, refuse } from './refusals';

// One-time codes (tac): 6 digits, 5 minutes, 5 attempts, one request a minute per account and purpose.

export type CodeContext = { db: Db; log: Logger; demo: boolean; now: Date };

/** Salted with the player id, so equal codes of two players never share a hash. */
const codeHash = (playerId: number, code: string) => createHash('sha256').update(`${playerId}:${code}`).digest('hex');

export function newCode(): string {
  return String(randomInt(0, 10 ** TAC_RULES.digits)).padStart(TAC_RULES.digits, '0');
}

/**
 * Creates a code, replacing the player's unused ones of that purpose, and queues it for the phone on file in the
 * same transaction. Too soon after the previous one: -429 tacTooSoon with the seconds to wait.
 */
export async function sendCode(
  ctx: CodeContext,
  tenant: { id: number; domain_name: string },
  player: PlayerRow,
  purpose: TacPurpose,
): Promise<void> {
  const { now } = ctx;
  const tac = newCode();
  await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, player.id);
    const latest = await latestCode(tx, player.id, purpose);
    const waitMs = latest ? latest.created_at.getTime() + TAC_RULES.resendAfterMs - now.getTime() : 0;
    if (waitMs > 0) throw refuse(STATUS.tooManyRequests, ERROR_KEYS.tacTooSoon, Math.ceil(waitMs / 1000));
    await deleteUnusedCodes(tx, player.id, purpose);
    await insertCode(tx, {
      player_id: player.id,
      purpose,
      code_hash: codeHash(player.id, tac),
      created_at: now,
      expires_at: new Date(now.getTime() + TAC_RULES.lifetimeMs),
    });
    await insertOutbox(tx, {
      tenant_id: tenant.id,
      player_id: player.id,
      channel: 'sms',
      destination: player.contact_phone,
      purpose,
      tac,
      created_at: now,
    });
  });
  const entry = { domain: tenant.domain_name, account_id: player.account_id, purpose };
  // Only a demo install writes the code itself to the log; a real one must not leak it there.
  ctx.log.info(ctx.demo ? { ...entry, tac } : entry, 'one-time code');
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Uses the player's live code of that purpose, or refuses: no live code → tacExpired, a wrong code → tacInvalid
 * (the last allowed wrong attempt → tacTooManyAttempts, and the code is dead).
 */
export async function useLiveCode(db: Db, player: PlayerRow, purpose: TacPurpose, tac: string, now: Date) {
  const code = await liveCode(db, player.id, purpose, now, TAC_RULES.maxAttempts);
  if (!code) throw badRequest(ERROR_KEYS.tacExpired);
  if (!sameHash(code.code_hash, codeHash(player.id, tac))) {
    const attempts = await countAttempt(db, code.id);
    throw badRequest(attempts >= TAC_RULES.maxAttempts ? ERROR_KEYS.tacTooManyAttempts : ERROR_KEYS.tacInvalid);
  }
  if (!(await useCode(db, code.id, now))) throw badRequest(ERROR_KEYS.tacExpired);
}
