'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { usePlayer } from '@/features/session/player-store';
import { refreshBalance } from '@/features/session/session-actions';
import { useSessionSettings } from '@/features/session/session-provider';
import { formatMoney } from '@/lib/format-money';

/**
 * The wallet balance with its refresh button, which spins and is disabled while it asks. Bonus money, when the
 * player holds some, is written small under the cash, so the chip grows no wider on a phone.
 */
export function BalanceChip() {
  const t = useTranslations('ui.session');
  // A player's words (PLAYER_MESSAGES): the chip renders inside the player bar's scope.
  const wallet = useTranslations('ui.wallet');
  const locale = useLocale();
  const { currency } = useSessionSettings();
  const balance = usePlayer((state) => state.game.balance);
  const bonus = usePlayer((state) => state.bonus_balance);
  const [pending, setPending] = useState(false);

  async function refresh() {
    setPending(true);
    try {
      await refreshBalance();
    } finally {
      setPending(false);
    }
  }

  return (
    <div data-slot="wallet">
      <span data-slot="wallet-figures">
        <span data-slot="wallet-amount" title={t('balance')}>
          <span className="sr-only">{t('balance')}: </span>
          <span data-slot="balance">
            <span data-slot="balance-currency">{currency}</span> {formatMoney(balance, locale)}
          </span>
        </span>
        {bonus > 0 && (
          <span data-slot="wallet-bonus" title={wallet('bonusBalance')}>
            <span className="sr-only">{wallet('bonusBalance')}: </span>
            <span aria-hidden="true">{wallet('bonus')}</span> {formatMoney(bonus, locale)}
          </span>
        )}
      </span>
      <button
        type="button"
        data-slot="balance-refresh"
        aria-label={t('refresh')}
        title={t('refresh')}
        disabled={pending}
        aria-busy={pending}
        data-pending={pending || undefined}
        onClick={refresh}
      >
        <svg data-slot="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M20 11a8 8 0 0 0-14.9-4M4 4v4h4M4 13a8 8 0 0 0 14.9 4M20 20v-4h-4" />
        </svg>
      </button>
    </div>
  );
}
