import type { BonusWallet } from '@felt/contract';
import { ERROR_KEYS } from '@felt/contract/tables';
import { minus } from './bonus-view';

// A withdrawal asked while a bonus is active forfeits the bonus money, and with the tenant's forfeit_winnings the
// cash won since the bonus began; the platform refuses it (bonusActive) unless the player confirmed it.

/** What a withdrawal now would forfeit: the bonus money and the winnings that go with it (0 when none do). */
export type Forfeit = { bonus: number; winnings: number };

/** The forfeit the wallet announces before a withdrawal; null when no bonus is active. */
export function forfeitOfWallet(wallet: BonusWallet | null | undefined): Forfeit | null {
  if (!wallet?.active) return null;
  // at_stake is the bonus money, plus the winnings when they go too.
  const winnings = wallet.forfeit_winnings ? Math.max(0, minus(wallet.at_stake, wallet.balance)) : 0;
  return { bonus: wallet.balance, winnings };
}

const amountOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

/** The forfeit a refused withdrawal names (bonusActive's params.bonus and params.winnings); null for any other answer. */
export function forfeitOfAnswer(answer: { message?: unknown; params?: unknown }): Forfeit | null {
  if (answer.message !== ERROR_KEYS.bonusActive) return null;
  const params = (typeof answer.params === 'object' && answer.params !== null ? answer.params : {}) as {
    bonus?: unknown;
    winnings?: unknown;
  };
  return { bonus: amountOf(params.bonus), winnings: amountOf(params.winnings) };
}

/** Which words the warning takes: the bonus alone, or the bonus and the winnings when some would go too. */
export function forfeitWording(forfeit: Forfeit): 'bonusOnly' | 'withWinnings' {
  return forfeit.winnings > 0 ? 'withWinnings' : 'bonusOnly';
}
