import { z } from 'zod';
import { Ack, success } from '../envelope';
import { INBOX_TEMPLATES, REWARD_KINDS } from '../tables/engagement';
import { LOCALE_CODES } from '../tables/locales';
import { defineCall } from './define';
import { AuthBody, amount, contact_email, domain_name, full_name, rowId, TenantBody, timestamp } from './fields';

const tag = 'settings';
/** Extension: the language the player reads, so tenant texts come back translated where the tenant has them. */
export const lang = z.enum(LOCALE_CODES).optional().describe('Extension: the reader language (locale code)');

export const profileUpdate = defineCall({
  path: '/api/settings/profile_update',
  method: 'POST',
  tag,
  summary: "Change the player's name and e-mail",
  auth: true,
  failure: 'network',
  request: z.object({ ...AuthBody, full_name, contact_email }),
  response: success({ value: z.array(z.object({ contact_email: z.string(), full_name: z.string() })) }),
});

export const SocialAccount = z.object({
  account_type: z.string().describe('facebook, telegram, whatsapp, instagram, x, youtube, line, viber, email, phone'),
  account_name: z.string(),
  href: z.string(),
});

export const Profile = z.object({
  account_id: z.string(),
  full_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string().describe('Partly masked: only the last digits show'),
  created_at: timestamp,
});

export const getProfile = defineCall({
  path: '/api/settings/get_profile',
  method: 'POST',
  tag,
  summary: "The player's profile",
  auth: true,
  extension: true,
  failure: 'network',
  request: z.object({ ...AuthBody }),
  response: success({ value: Profile }),
});

export const socialAccount = defineCall({
  path: '/api/settings/social_account',
  method: 'POST',
  tag,
  summary: "The site's social and contact accounts",
  failure: 'network',
  request: z.object({ ...TenantBody }),
  response: success({ accountList: z.array(SocialAccount) }),
});

const Movement = z.object({ account_id: z.string(), amount, created_at: timestamp });

export const Statistics = z.object({
  withrawal: z.array(Movement),
  winner: z.array(Movement.extend({ game_name: z.string() })),
  hour_withdrawal: amount,
  registered_player: z.number().int().nonnegative(),
  active_player: z.number().int().nonnegative(),
  deposited_player: z.number().int().nonnegative(),
  shown_from: z
    .object({
      players: z.number().int().nonnegative(),
      paid_out: amount,
      rows: z.number().int().nonnegative(),
    })
    .optional()
    .describe(
      "Extension: the operator's minimums (engagement.activity) from which the site shows a player count, the " +
        "hour's payouts and a list; absent, the site's own defaults (SITE_ACTIVITY) apply and any payout shows",
    ),
});

export const top10WinnerWithdrawal = defineCall({
  path: '/api/settings/top10winner_withdrawal',
  method: 'POST',
  tag,
  summary: 'Top winners, recent withdrawals and player counts',
  failure: 'network',
  request: z.object({ ...TenantBody }),
  response: success({ statistics: Statistics }),
});

export const CmsEntry = z.object({ en_body: z.string(), local_body: z.string(), status: z.boolean() });
export const CMS_KEYS = ['about_us', 'privacy_policy', 'banking', 'faqs', 'responsible_gaming'] as const;
export const Cms = z.object({
  about_us: CmsEntry,
  privacy_policy: CmsEntry,
  banking: CmsEntry,
  faqs: CmsEntry,
  responsible_gaming: CmsEntry,
});
export type Cms = z.infer<typeof Cms>;

export const siteInfoDetail = defineCall({
  path: '/api/settings/siteinfodetail',
  method: 'POST',
  tag,
  summary: 'The CMS pages of the site, each in English and the local language',
  failure: 'content',
  request: z.object({ ...TenantBody }),
  response: success({ cms: Cms }),
});

/** What claiming an inbox item pays: nothing, cash into the wallet, or game tokens. */
export const InboxRewardKind = z.enum(['none', ...REWARD_KINDS]);

export const InboxItem = z.object({
  inbox_id: z.number().int(),
  /** An operator's message carries its words; a platform message (welcome, VIP level-up) is null here. */
  title: z.string().nullable(),
  body: z.string().nullable(),
  template: z
    .enum(INBOX_TEMPLATES)
    .nullable()
    .describe('Extension: a platform message the site words from its messages, with params'),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .nullable()
    .describe('Extension: the numbers and names a template message is worded with (cash in major units)'),
  created_at: timestamp,
  is_read: z.boolean(),
  reward_kind: InboxRewardKind.describe('Extension: what claiming pays'),
  reward_amount: amount.describe('Extension: major units for cash, whole tokens for tokens, 0 for none'),
  claimable: z.boolean(),
  claimed: z.boolean(),
});
export type InboxItem = z.infer<typeof InboxItem>;

export const getInbox = defineCall({
  path: '/api/settings/get_inbox',
  method: 'POST',
  tag,
  summary:
    "The player's inbox: own messages and the site's broadcasts sent since the account was made, newest first, " +
    'expired ones left out',
  auth: true,
  failure: 'network',
  request: z.object({ ...AuthBody }),
  response: success({ list: z.array(InboxItem) }),
});

export const claimInbox = defineCall({
  path: '/api/settings/claim_inbox',
  method: 'POST',
  tag,
  summary: 'Claim the reward attached to an inbox item, once; the item is read too',
  auth: true,
  failure: 'network',
  request: z.object({ ...AuthBody, inbox_id: rowId }),
  response: success({
    game_balance: amount.describe('Extension: the wallet balance after the claim'),
    game_token: amount.describe('Extension: the game tokens after the claim'),
  }),
});

export const checkStatus = defineCall({
  path: '/api/settings/check_status',
  method: 'POST',
  tag,
  summary: "Whether the player's session and account are still good",
  auth: true,
  failure: 'network',
  request: z.object({ ...AuthBody }),
  response: Ack,
});

export const AnalyticsItem = z.object({ section: z.enum(['HEAD', 'BODY']), script: z.string() });

export const getAnalytics = defineCall({
  path: '/api/settings/get_analytics',
  method: 'POST',
  tag,
  summary: "The site's analytics snippets",
  failure: 'network',
  request: z.object({ domain_name }),
  response: success({ value: z.array(AnalyticsItem) }),
});

export const adsVisit = defineCall({
  path: '/api/settings/adsvisit',
  method: 'POST',
  tag,
  summary: 'Record a visit from an advertisement',
  failure: 'network',
  // At least one of fbp and appsflyer_id is required; the platform checks that, as refinements block .omit().
  request: z.object({
    ...TenantBody,
    fbp: z.string().max(256).optional(),
    appsflyer_id: z.string().max(256).optional(),
  }),
  response: Ack,
});

export const Partner = z.object({ href: z.string(), img_url: z.string(), partner_name: z.string() });

export const partners = defineCall({
  path: '/api/settings/partners',
  method: 'POST',
  tag,
  summary: "The site's partners",
  failure: 'content',
  request: z.object({ ...TenantBody }),
  response: success({ partners: z.array(Partner) }),
});
