import type { Bonus, BonusWallet } from '@felt/contract';
import { localeByPrefix, MONEY_MAX_DECIMALS } from '@felt/contract/tables';

// What the bonus wallet (promotion/bonus) shows a player: the bonus money, how much of its wagering is done, and
// how each game category counts. Amounts are major units of the site's currency, as the call gives them.

const SCALE = 10 ** MONEY_MAX_DECIMALS;

/** An amount to the money's four decimals: binary floats leave 100.1 − 100 at 0.09999999999999432. */
const round = (amount: number) => Math.round(amount * SCALE) / SCALE;

/** a − b, to the money's four decimals. */
export function minus(a: number, b: number): number {
  return round(a - b);
}

/** Wagering owed, done and left, and done as a percentage of owed (100 when nothing is owed). */
export type Wagering = { required: number; done: number; left: number; percent: number };

const percentOf = (done: number, required: number) => (required > 0 ? (done / required) * 100 : 100);

export type BonusSummary = Wagering & {
  balance: number;
  /** The largest stake allowed while the bonus is active; null when there is none. */
  maxStake: number | null;
  expiresAt: string | null;
};

/**
 * The wallet at a glance: the bonus money, and the wagering of every active bonus together (what is left is the
 * wallet's own figure, as bonuses are wagered oldest first). Null when no bonus is active and none is held.
 */
export function bonusSummary(wallet: BonusWallet): BonusSummary | null {
  if (!wallet.active && wallet.balance <= 0) return null;
  const required = wallet.bonuses
    .filter((bonus) => bonus.state === 'active')
    .reduce((total, bonus) => total + bonus.wagering_required, 0);
  const left = Math.max(0, wallet.wagering_left);
  const done = Math.max(0, minus(required, left));
  return {
    balance: wallet.balance,
    required: round(required),
    done,
    left,
    percent: percentOf(done, required),
    maxStake: wallet.active ? wallet.max_stake : null,
    expiresAt: wallet.active ? wallet.expires_at : null,
  };
}

/** One bonus's wagering, the done part capped at the requirement. */
export function bonusWagering(bonus: Bonus): Wagering {
  const required = bonus.wagering_required;
  const done = Math.min(Math.max(0, bonus.wagering_done), required);
  return { required, done, left: minus(required, done), percent: percentOf(done, required) };
}

/**
 * What a page shows of the wallet: all of it while a bonus is active or bonus money is held, only the past
 * bonuses once they are all over, nothing for a player who never had one.
 */
export function panelKind(wallet: BonusWallet): 'active' | 'history' | 'none' {
  if (bonusSummary(wallet)) return 'active';
  return wallet.bonuses.length > 0 ? 'history' : 'none';
}

export type WeightGroup = { percent: number; categories: string[] };

/**
 * The game categories grouped by the share of a stake that counts, the largest share first (0, not playable
 * while a bonus is active, comes last). Named in `names` order; a category the site has no name for is left out.
 */
export function weightGroups(
  weights: Readonly<Record<string, number>>,
  names: Readonly<Record<string, string>>,
): WeightGroup[] {
  const groups = new Map<number, string[]>();
  for (const [category, name] of Object.entries(names)) {
    const percent = weights[category];
    if (percent === undefined || !Number.isFinite(percent)) continue;
    groups.set(percent, [...(groups.get(percent) ?? []), name]);
  }
  return [...groups]
    .map(([percent, categories]): WeightGroup => ({ percent, categories }))
    .sort((a, b) => b.percent - a.percent);
}

/** A day in the reader's language ("12 Mar 2026"), in the browser's time zone. */
export function bonusDate(iso: string, locale: string): string {
  const dateLocale = localeByPrefix(locale)?.dateLocale ?? locale;
  try {
    return new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium' }).format(new Date(iso));
  } catch {
    // A malformed locale tag throws a RangeError.
    return new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(iso));
  }
}

/** Names as one phrase of the reader's language: "Slots and Fishing", "老虎机和捕鱼". */
export function joinNames(names: readonly string[], locale: string): string {
  try {
    return new Intl.ListFormat(localeByPrefix(locale)?.bcp47 ?? locale, { type: 'conjunction' }).format(names);
  } catch {
    // A malformed locale tag throws a RangeError.
    return names.join(', ');
  }
}
