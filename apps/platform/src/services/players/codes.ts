import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ERROR_KEYS, TAC_RULES, type TacPurpose } from '@felt/contract';
import type { Db } from '../../db/client';
import { deleteUnusedCodes, insertCode, insertOutbox, latestCode, takeAttempt, useCode } from '../../db/queries/codes';
import { lockPlayer, type PlayerRow } from '../../db/queries/players';
import type { Logger } from '../../logger';
import { spendCodeBudget, spendWithoutCode } from './code-budgets';
import type { Limits } from './limits';
import { badRequest } from './refusals';

// One-time codes (tac): 6 digits, 5 minutes, 5 attempts, at most one a minute per account and purpose, and every
// code spent from the hourly budgets of code-budgets.ts.

export type CodeContext = { db: Db; log: Logger; demo: boolean; limits: Limits; now: Date };

/** Who asks for the code: their address, whose budget every request spends. */
export type CodeRequest = { ip: string };

/** Salted with the player id, so equal codes of two players never share a hash. */
const codeHash = (playerId: number, code: string) => createHash('sha256').update(`${playerId}:${code}`).digest('hex');

export function newCode(): string {
  return String(randomInt(0, 10 ** TAC_RULES.digits)).padStart(TAC_RULES.digits, '0');
}

/**
 * Creates a code, replacing the player's unused ones of that purpose, and queues it for the phone on file in the
 * same transaction; true when it went out. Asked again within the minute, or with the phone's hourly budget spent,
 * nothing is sent and the request costs what one for an unknown account does: the caller's answer is the same in
 * every case, so it tells nobody whether the account exists or what state it is in (decision 0005).
 */
export async function sendCode(
  ctx: CodeContext,
  tenant: { id: number; domain_name: string },
  player: PlayerRow,
  purpose: TacPurpose,
  request: CodeRequest,
): Promise<boolean> {
  const { now } = ctx;
  const tac = newCode();
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, player.id);
    const latest = await latestCode(tx, player.id, purpose);
    if (latest && now.getTime() - latest.created_at.getTime() < TAC_RULES.resendAfterMs) {
      await spendWithoutCode(ctx.limits, tenant.id, request.ip);
      return 'asked again too soon';
    }
    const send = { tenantId: tenant.id, ip: request.ip, phone: player.contact_phone };
    if (!(await spendCodeBudget(ctx.limits, send))) return 'the phone has used its hourly budget';
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
    return 'sent';
  });
  const entry = { domain: tenant.domain_name, account_id: player.account_id, purpose };
  if (outcome !== 'sent') {
    ctx.log.warn(entry, `one-time code not sent: ${outcome}`);
    return false;
  }
  // Only a demo install writes the code itself to the log; a real one must not leak it there.
  ctx.log.info(ctx.demo ? { ...entry, tac } : entry, 'one-time code');
  return true;
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Uses the player's live code of that purpose, or refuses: no live code (or no attempt left) → tacExpired, a wrong
 * code → tacInvalid (the last allowed attempt → tacTooManyAttempts, and the code is dead). The attempt is taken
 * before the comparison, so guesses sent in parallel cannot compare more often than the rules allow.
 */
export async function useLiveCode(db: Db, player: PlayerRow, purpose: TacPurpose, tac: string, now: Date) {
  const code = await takeAttempt(db, player.id, purpose, now, TAC_RULES.maxAttempts);
  if (!code) throw badRequest(ERROR_KEYS.tacExpired);
  if (!sameHash(code.code_hash, codeHash(player.id, tac))) {
    throw badRequest(code.attempts >= TAC_RULES.maxAttempts ? ERROR_KEYS.tacTooManyAttempts : ERROR_KEYS.tacInvalid);
  }
  if (!(await useCode(db, code.id, now))) throw badRequest(ERROR_KEYS.tacExpired);
}
