import { ERROR_KEYS, type LocaleCode, type Promotion, type PromotionClaim } from '@felt/contract';
import type { Engagement, EngagementSection } from '@felt/contract/operator';
import type { Db } from '../../db/client';
import { type BonusRow, bonusesByKeys, lockWallet, walletOf } from '../../db/queries/bonus';
import { lockPlayer } from '../../db/queries/players';
import {
  type ClaimRow,
  claimOf,
  claimsOf,
  eligibleDeposit,
  insertClaim,
  isUniqueViolation,
  withdrawnSince,
} from '../../db/queries/promotions';
import { isoText } from '../../tenants/to-file';
import { toMajor, toMinor } from '../money';
import type { Caller } from '../players/authenticate';
import { badRequest } from '../players/refusals';
import { readerLang, tenantFor } from '../tenants';
import { bonusRunning, doneOf, stateOf, wageringShares } from './bonus';
import { engagementFor } from './defaults';
import { payReward } from './pay-reward';

// Deposit bonuses: a share of one approved deposit made during the promotion, up to a cap, paid once into the bonus
// wallet, where the bonus is wagered turnover_multiplier times (bets weighted by game) before it turns into cash
// (bonus.ts, docs/decisions/0048-bonus-wallet.md). A deposit already played below its amount, or followed by a
// withdrawal, backs no bonus: the bonus would then be a free bet on money already risked or gone.

type TenantPart = { id: number; currency: string; default_lang: string; engagement: EngagementSection | null };
type Offer = Engagement['promotions'][number];

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
  return engagementFor(tenant)
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

const claimKey = (code: string, playerId: number) => `promotion:${code}:${playerId}`;

type Progress = { shares: Map<number, number>; running: boolean };

/** A claim as the player reads it: its bonus's state and wagering (a released bonus reads completed). */
function claimView(claim: ClaimRow, bonus: BonusRow | undefined, progress: Progress, currency: string): PromotionClaim {
  const major = (minor: number) => toMajor(minor, currency);
  const required = bonus?.wagering_required_minor ?? 0;
  const done = bonus ? doneOf(bonus, progress.shares) : 0;
  const state = bonus ? stateOf(bonus, progress.running) : 'completed';
  return {
    code: claim.promotion_code,
    state: state === 'released' ? 'completed' : state,
    bonus: major(claim.bonus_minor),
    turnover_required: major(required),
    turnover_done: major(done),
    remaining: major(state === 'active' ? required - done : 0),
    claimed_at: isoText(claim.claimed_at),
  };
}

/** The claims' bonuses and how far the active ones are, read together. */
async function progressOf(db: Db, playerId: number, claims: ClaimRow[], now: Date) {
  const [wallet, bonuses] = await Promise.all([
    walletOf(db, playerId),
    bonusesByKeys(
      db,
      playerId,
      claims.map((claim) => claimKey(claim.promotion_code, playerId)),
    ),
  ]);
  const byKey = new Map(bonuses.map((row) => [row.bonus_key, row]));
  const progress: Progress = { shares: wageringShares(bonuses, wallet), running: bonusRunning(wallet, now) };
  return { bonusOf: (claim: ClaimRow) => byKey.get(claimKey(claim.promotion_code, playerId)), progress };
}

/** /api/promotion/claims: every claim with its bonus's wagering; a read, it changes nothing. */
export async function playerClaims(db: Db, caller: Caller, now: Date): Promise<PromotionClaim[]> {
  const { player, tenant } = caller;
  const claims = await claimsOf(db, player.id);
  const { bonusOf, progress } = await progressOf(db, player.id, claims, now);
  return claims.map((claim) => claimView(claim, bonusOf(claim), progress, tenant.currency));
}

/**
 * /api/promotion/claim: under the wallet's and the player's locks, the promotion must be running, not claimed yet,
 * and backed by an approved deposit of at least min_deposit made during it that backs no other bonus (the latest
 * such), with no withdrawal asked after it (pending or paid; a rejected one returned the money) and the cash still
 * holding it. The claim row and the bonus share the transaction; the claim table's unique keys (player + code,
 * deposit) and the posting's key make a second claim fail even when two arrive at once.
 */
export async function claimPromotion(db: Db, caller: Caller, code: string, now: Date) {
  const { player, tenant } = caller;
  const offer = engagementFor(tenant).promotions.find((p) => p.code === code);
  if (!offer || !isRunning(offer, now)) throw badRequest(ERROR_KEYS.promotionNotRunning);
  try {
    return await db.transaction(async (tx) => {
      const wallet = await lockWallet(tx, player.id);
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
      if ((wallet?.balance_minor ?? 0) < deposit.amount_minor) throw badRequest(ERROR_KEYS.depositPlayed);
      const terms = termsOf(offer, deposit.amount_minor, tenant);
      const claim = await insertClaim(tx, {
        tenant_id: tenant.id,
        player_id: player.id,
        promotion_code: code,
        deposit_request_id: deposit.id,
        bonus_minor: terms.bonus,
        claimed_at: now,
      });
      const paid = await payReward(tx, {
        tenant_id: tenant.id,
        player_id: player.id,
        kind: 'cash',
        amount: terms.bonus,
        key: claimKey(code, player.id),
        source: 'promotion',
        code,
        multiplier: offer.turnover_multiplier,
        memo: { promotion: code, request_id: String(deposit.id) },
        now,
      });
      if (!paid.applied) throw badRequest(ERROR_KEYS.promotionClaimed);
      const { bonusOf, progress } = await progressOf(tx, player.id, [claim], now);
      return {
        value: claimView(claim, bonusOf(claim), progress, tenant.currency),
        balance: toMajor(paid.balance, tenant.currency),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(ERROR_KEYS.promotionClaimed);
    throw error;
  }
}

/** The bonus (deposit × percent, capped) and the wagering it asks: the bonus × the multiplier, minor units. */
export function termsOf(offer: Offer, depositMinor: number, tenant: Pick<TenantPart, 'currency'>) {
  const bonus = Math.min(
    Math.floor((depositMinor * offer.bonus_percent) / 100),
    toMinor(offer.max_bonus, tenant.currency),
  );
  return { bonus, required: bonus * offer.turnover_multiplier };
}
