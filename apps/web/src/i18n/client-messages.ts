import type { Messages } from './load-messages';

/**
 * The messages client components read with useTranslations. Server components get every message; the
 * browser gets only these, because each page ships its client messages inline. A new client component
 * that translates adds its namespace here.
 */
export const CLIENT_NAMESPACES = {
  ui: [
    'common',
    'locale',
    'notFound',
    'session',
    'auth',
    'account',
    'games',
    'betHistory',
    'sportsbook',
    'money',
    'moneyHistory',
    'protection',
    'minigame',
    'promotions',
    'referral',
    'inbox',
    'vip',
    'missions',
    'leaderboard',
  ],
  validation: 'all',
  errors: 'all',
} as const satisfies Partial<Record<keyof Messages, readonly string[] | 'all'>>;

export function clientMessages(messages: Messages): Partial<Messages> {
  const picked: Partial<Messages> = {};
  for (const [file, keys] of Object.entries(CLIENT_NAMESPACES) as [keyof Messages, readonly string[] | 'all'][]) {
    const tree = messages[file];
    if (!tree) continue;
    picked[file] = keys === 'all' ? tree : Object.fromEntries(keys.filter((k) => k in tree).map((k) => [k, tree[k]!]));
  }
  return picked;
}
