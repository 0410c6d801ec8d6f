import { referral, referralSummary } from '@felt/contract';
import type { Hono } from 'hono';
import type { Db } from '../db/client';
import { serveAuthCall, serveCall } from '../http/serve-call';
import * as referrals from '../services/engagement/referral';
import type { PlayerRouting } from './player-routing';

export function engagementReferralRoutes(app: Hono, db: Db, { authenticate }: PlayerRouting) {
  // /api/home/referral: the referral programme's text (SPEC 7's setting_value).
  serveCall(app, referral, async (body) => ({ value: { setting_value: await referrals.referralText(db, body) } }));
  // /api/referral/summary: the player's code, link, referrals and earnings.
  serveAuthCall(app, referralSummary, authenticate, async (caller) => ({
    value: await referrals.referralSummary(db, caller),
  }));
}
