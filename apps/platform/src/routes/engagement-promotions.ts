import { bonusWallet, promotionClaim, promotionClaims, promotionList } from '@felt/contract';
import type { Hono } from 'hono';
import type { Db } from '../db/client';
import { serveAuthCall, serveCall } from '../http/serve-call';
import { bonusWallet as readBonusWallet } from '../services/engagement/bonus';
import { claimPromotion, listPromotions, playerClaims } from '../services/engagement/promotions';
import type { PlayerRouting } from './player-routing';

export function engagementPromotionRoutes(app: Hono, { db, now }: { db: Db; now: () => Date }, players: PlayerRouting) {
  const { authenticate } = players;
  // /api/promotion/list: the promotions running now.
  serveCall(app, promotionList, async (body) => ({ value: await listPromotions(db, body, now()) }));
  // /api/promotion/claims: the player's claims and their wagering.
  serveAuthCall(app, promotionClaims, authenticate, async (caller) => ({
    value: await playerClaims(db, caller, now()),
  }));
  // /api/promotion/bonus: the bonus wallet, its rules while active, and each bonus.
  serveAuthCall(app, bonusWallet, authenticate, async (caller) => ({
    value: await readBonusWallet(db, caller, now()),
  }));
  // /api/promotion/claim: one deposit bonus, once.
  serveAuthCall(app, promotionClaim, authenticate, (caller, body) => claimPromotion(db, caller, body.code, now()));
}
