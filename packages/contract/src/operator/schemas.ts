import { z } from 'zod';
import { account_id, amount, domain_name, timestamp } from '../calls/fields';
import { MoneyRequest } from '../calls/payment';
import { REWARD_KINDS } from '../tables/engagement';
import { LOCALE_CODES } from '../tables/locales';
import { PLAYER_STATUSES } from '../tables/players';
import { THEME_CODES } from '../tables/templates';

// What the operator calls take and give back. Amounts are major units of the tenant's currency.

const MAX_REWARD = 1_000_000;
const ids = z.array(z.number().int());

export const StatusChange = z.object({ domain_name, account_id, status: z.enum(['ACTIVE', 'BLOCK', 'CLOSE']) });

/**
 * An operator's message: to one player, or to every player of the site when no account is named (the players whose
 * accounts exist when it is sent: an account made later neither sees nor claims it).
 */
export const OperatorMessage = z
  .object({
    domain_name,
    /** Left out: a broadcast to every player of the site at the time it is sent. */
    account_id: account_id.optional(),
    title: z.string().trim().min(1).max(200),
    body: z.string().trim().min(1).max(5_000),
    reward_kind: z.enum(['none', ...REWARD_KINDS]).default('none'),
    /** Major units for cash, whole tokens for tokens. */
    reward_amount: z.number().nonnegative().max(MAX_REWARD).default(0),
    expires_at: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine((m, ctx) => {
    const problem = (message: string) => ctx.addIssue({ code: 'custom', path: ['reward_amount'], message });
    if (m.reward_kind === 'none' && m.reward_amount !== 0) problem('must be 0 without a reward');
    if (m.reward_kind !== 'none' && m.reward_amount <= 0) problem('must be above 0 for a reward');
    if (m.reward_kind === 'tokens' && !Number.isInteger(m.reward_amount)) problem('tokens are whole');
  });
export type OperatorMessage = z.infer<typeof OperatorMessage>;

export const TokenGrant = z.object({
  domain_name,
  account_id,
  tokens: z.number().int().positive().max(1_000_000),
  reason: z.string().trim().min(1).max(200),
  key: z.string().trim().min(1).max(100).describe('A repeat with the same key for the same player moves nothing'),
});
export type TokenGrant = z.infer<typeof TokenGrant>;

/** Approving or rejecting one money request. */
export const Decision = z.object({
  request_id: z.union([z.string().regex(/^\d{1,15}$/), z.number().int().positive()]).transform(Number),
  reason: z.string().trim().max(200).optional().describe('A rejection: why, shown to the player'),
});

export const TenantSummary = z
  .object({
    domain_name,
    external_id: z.string(),
    site_name: z.string(),
    theme_code: z.enum(THEME_CODES),
    theme_color: z.string(),
    default_lang: z.enum(LOCALE_CODES),
    languages: z.array(z.enum(LOCALE_CODES)),
    updated_at: timestamp,
  })
  .meta({ id: 'TenantSummary' });
export type TenantSummary = z.infer<typeof TenantSummary>;

export const OperatorPlayer = z
  .object({
    domain_name,
    account_id: z.string(),
    status: z.enum(PLAYER_STATUSES),
    created_at: timestamp,
    balance: amount,
    currency: z.string(),
  })
  .meta({ id: 'OperatorPlayer' });
export type OperatorPlayer = z.infer<typeof OperatorPlayer>;

export const PendingRequest = MoneyRequest.pick({
  request_id: true,
  type: true,
  method_code: true,
  amount: true,
  bank: true,
  created_at: true,
})
  .extend({ account_id: z.string(), currency: z.string(), reference: z.string().nullable() })
  .meta({ id: 'PendingRequest' });
export type PendingRequest = z.infer<typeof PendingRequest>;

export const DecidedRequest = MoneyRequest.pick({
  request_id: true,
  type: true,
  status: true,
  amount: true,
  reason: true,
})
  .extend({ currency: z.string() })
  .meta({ id: 'DecidedRequest' });
export type DecidedRequest = z.infer<typeof DecidedRequest>;

export const GrantedTokens = z.object({
  account_id: z.string(),
  token_balance: z.number().int().min(0),
  applied: z.boolean().describe('False when the key was used before: nothing moved'),
});

export const LedgerReport = z
  .object({
    postings: z.number().int().min(0),
    entries: z.number().int().min(0),
    players: z.number().int().min(0),
    problems: z.object({
      unbalanced: ids.describe('Postings whose entries do not sum to zero'),
      mismatched: ids.describe('Players whose wallet differs from the sum of their cash entries'),
      negativeEntries: ids.describe('Entries with a negative balance after them'),
      negativeWallets: ids.describe('Players with a negative wallet'),
      danglingTransactions: ids.describe('Wallet transactions naming a posting that does not exist'),
      orphanEntries: ids.describe('Entries naming a posting that does not exist'),
    }),
  })
  .meta({ id: 'LedgerReport' });
export type LedgerReport = z.infer<typeof LedgerReport>;
