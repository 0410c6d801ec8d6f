import { ERROR_KEYS, type LocaleCode, type Promotion, type PromotionClaim } from '@felt/contract';
import { type EngagementSection, engagementOf } from '@felt/contract/operator';
import type { Db } from '../../db/client';
import { lockPlayer } from '../../db/queries/players';
import {
  type ClaimRow,
  claimOf,
  claimsOf,
  eligibleDeposit,
  insertClaim,
  isUniqueViolation,
  turnoverOf,
} from '../../db/queries/promotions';
import { withdrawnSince } from '../../db/queries/wagering';
import { isoText } from '../../tenants/to-file';
import { toMajor, toMinor } from '../money';
import type { Caller } from '../players/authenticate';
import { badRequest } from '../players/refusals';
import { readerLang, tenantFor } from '../tenants';
import { payReward } from './pay-reward';
import { progressOf, settleClaims, wageringStart } from './wagering';

// Deposit bonuses: a share of one approved deposit made during the promotion, up to a cap, paid once; the deposit
// and the bonus are then wagered turnover_multiplier times before the player may withdraw (wagering.ts). A deposit
// followed by a withdrawal backs no bonus: its money may have left.

type TenantPart = { id: number; currency: string; default_lang: string; engagement: EngagementSection | null };
type Offer = ReturnType<typeof engagementOf>['promotions'][number];

const dateOf = (text: string | null) => (text ? new Date(text) : null);

/** Running now: started (or no start) and not ended (or no end). */
export function isRunning(offer: Offer, now: Date): boolean {
  const from = dateOf(offer.starts_at);
  const until = dateOf(offer.ends_at);
  return (!from || from <= now) && (!until || now < until);
}

function textIn(texts: Partial<Record<string, string>> | undefined, lang: string, fallback: string): string | null {
  return texts?.[lang] ?? texts?.[fallback] ?? null;
}

/** /api/promotion/list: the promotions running now, in the reader's language where the tenant wrote texts. */
export async function listPromotions(
  db: Db,
  body: { domain_name: string; external_id: string; lang?: LocaleCode | undefined },
  now: Date,
): Promise<Promotion[]> {
  const tenant = await tenantFor(db, body.domain_name, body.external_id);
  const lang = readerLang(tenant, body.lang);
  return engagementOf(tenant.engagement)
    .promotions.filter((offer) => isRunning(offer, now))
    .map((offer) => ({
      code: offer.code,
      title: textIn(offer.title, lang, tenant.default_lang),
      body: textIn(offer.body, lang, tenant.default_lang),
      img_url: offer.img_url ?? null,
      starts_at: offer.starts_at ? isoText(new Date(offer.starts_at)) : null,
      ends_at: offer.ends_at ? isoText(new Date(offer.ends_at)) : null,
      bonus_percent: offer.bonus_percent,
      max_bonus: offer.max_bonus,
      min_deposit: offer.min_deposit,
      turnover_multiplier: offer.turnover_multiplier,
    }));
}

function claimView(claim: ClaimRow, turnoverMinor: number, currency: string): PromotionClaim {
  const { done, remaining } = progressOf(claim, turnoverMinor);
  const major = (minor: number) => toMajor(minor, currency);
  const state = claim.state === 'active' && remaining === 0 ? 'completed' : claim.state;
  return {
    code: claim.promotion_code,
    state: state as PromotionClaim['state'],
    bonus: major(claim.bonus_minor),
    turnover_required: major(claim.turnover_required_minor),
    turnover_done: major(state === 'completed' ? claim.turnover_required_minor : done),
    remaining: major(state === 'active' ? remaining : 0),
    claimed_at: isoText(claim.claimed_at),
  };
}

/** /api/promotion/claims: every claim with its wagering; claims met since are marked completed as they are read. */
export async function playerClaims(db: Db, caller: Caller, now: Date): Promise<PromotionClaim[]> {
  const { player, tenant } = caller;
  const claims = await claimsOf(db, player.id);
  const turnover = await turnoverOf(db, player.id);
  await settleClaims(db, claims, turnover, now);
  return claims.map((claim) => claimView(claim, turnover, tenant.currency));
}

/**
 * /api/promotion/claim: under the player's lock, the promotion must be running, not claimed yet, and backed by an
 * approved deposit of at least min_deposit made during it that backs no other bonus (the latest such), with no
 * withdrawal asked after it (pending or paid; a rejected one returned the money). Its wagering queues after the
 * player's active requirements. The claim row and the bonus posting share the transaction; the claim table's
 * unique keys (player + code, deposit) and the posting's key make a second claim fail even when two arrive at once.
 */
export async function claimPromotion(db: Db, caller: Caller, code: string, now: Date) {
  const { player, tenant } = caller;
  const offer = engagementOf(tenant.engagement).promotions.find((p) => p.code === code);
  if (!offer || !isRunning(offer, now)) throw badRequest(ERROR_KEYS.promotionNotRunning);
  try {
    return await db.transaction(async (tx) => {
      await lockPlayer(tx, player.id);
      if (await claimOf(tx, player.id, code)) throw badRequest(ERROR_KEYS.promotionClaimed);
      const deposit = await eligibleDeposit(tx, player.id, {
        minMinor: toMinor(offer.min_deposit, tenant.currency),
        from: dateOf(offer.starts_at),
        until: dateOf(offer.ends_at),
      });
      if (!deposit) throw badRequest(ERROR_KEYS.noEligibleDeposit);
      // The latest eligible deposit: when a withdrawal followed it, one followed every earlier one too.
      if (await withdrawnSince(tx, player.id, deposit.id)) throw badRequest(ERROR_KEYS.depositWithdrawn);
      const terms = termsOf(offer, deposit.amount_minor, tenant);
      const turnover = await turnoverOf(tx, player.id);
      const start = await wageringStart(tx, player.id);
      const claim = await insertClaim(tx, {
        tenant_id: tenant.id,
        player_id: player.id,
        promotion_code: code,
        deposit_request_id: deposit.id,
        bonus_minor: terms.bonus,
        turnover_required_minor: terms.required,
        turnover_start_minor: start,
        state: terms.required === 0 ? 'completed' : 'active',
        claimed_at: now,
        completed_at: terms.required === 0 ? now : null,
      });
      const paid = await payReward(tx, {
        tenant_id: tenant.id,
        player_id: player.id,
        kind: 'cash',
        amount: terms.bonus,
        key: `promotion:${code}:${player.id}`,
        source: 'promotion',
        memo: { promotion: code, request_id: String(deposit.id) },
        now,
      });
      if (!paid.applied) throw badRequest(ERROR_KEYS.promotionClaimed);
      return { value: claimView(claim, turnover, tenant.currency), balance: toMajor(paid.balance, tenant.currency) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(ERROR_KEYS.promotionClaimed);
    throw error;
  }
}

/** The bonus (deposit × percent, capped) and the wagering it asks: (deposit + bonus) × multiplier, minor units. */
export function termsOf(offer: Offer, depositMinor: number, tenant: Pick<TenantPart, 'currency'>) {
  const bonus = Math.min(
    Math.floor((depositMinor * offer.bonus_percent) / 100),
    toMinor(offer.max_bonus, tenant.currency),
  );
  return { bonus, required: (depositMinor + bonus) * offer.turnover_multiplier };
}
