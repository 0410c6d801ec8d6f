import { getAnalytics, partners, siteInfoDetail, socialAccount } from '@felt/contract';
import type { Hono } from 'hono';
import type { Db } from '../db/client';
import { serveCall } from '../http/serve-call';
import * as settings from '../services/settings';

export function settingsRoutes(app: Hono, db: Db): void {
  // /api/settings/siteinfodetail: the CMS pages.
  serveCall(app, siteInfoDetail, async (body) => ({ cms: await settings.cms(db, body) }));
  // /api/settings/partners: the partners widget.
  serveCall(app, partners, async (body) => ({ partners: await settings.partners(db, body) }));
  // /api/settings/social_account: social and contact accounts.
  serveCall(app, socialAccount, async (body) => ({
    accountList: await settings.socialAccounts(db, body),
  }));
  // /api/settings/get_analytics: analytics snippets for the head and body.
  serveCall(app, getAnalytics, async (body) => ({
    value: await settings.analytics(db, body.domain_name),
  }));
}
