import type { SocialAccount } from '@felt/contract';
import type { z } from 'zod';

/** The account types the contract names; anything else an operator enters shows as "other". */
export const CHANNEL_TYPES = [
  'facebook',
  'telegram',
  'whatsapp',
  'instagram',
  'x',
  'youtube',
  'line',
  'viber',
  'email',
  'phone',
] as const;

export type ChannelType = (typeof CHANNEL_TYPES)[number] | 'other';

export type ContactChannel = { type: ChannelType; name: string; href: string | null };

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** An operator's link when it is one a player may follow (web, mail, phone); anything else is dropped. */
export function safeHref(href: string): string | null {
  try {
    const url = new URL(href.trim());
    return SAFE_SCHEMES.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function channelType(type: string): ChannelType {
  const lower = type.trim().toLowerCase();
  return (CHANNEL_TYPES as readonly string[]).includes(lower) ? (lower as ChannelType) : 'other';
}

/** The tenant's social accounts as contact channels, in the operator's order; nameless ones left out. */
export function contactChannels(accounts: z.infer<typeof SocialAccount>[]): ContactChannel[] {
  return accounts
    .filter((account) => account.account_name.trim() !== '' || safeHref(account.href) !== null)
    .map((account) => {
      const href = safeHref(account.href);
      return { type: channelType(account.account_type), name: account.account_name.trim() || href || '', href };
    });
}
