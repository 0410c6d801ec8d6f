'use client';

// The stylesheets of what this renders, first and in cascade order (docs/decisions/0038).
import '@/features/protection/protection.css';
import '@/features/inbox/inbox-vip.css';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { InboxBadge } from '@/features/inbox/inbox-badge';
import { SessionClock } from '@/features/protection/session-clock';
import { usePlayer } from '@/features/session/player-store';
import { logout } from '@/features/session/session-actions';
import { Link } from '@/i18n/navigation';
import { PlayerMessagesScope } from '@/i18n/player-messages-scope';
import { formatNumber } from '@/lib/format-number';
import { BalanceChip } from './balance-chip';

/**
 * A player's header: balance and a solid Deposit beside it (money first, on a phone too), game tokens, VIP level,
 * the account link and log out. Below the template's breakpoint the clock and log out wait in the account page.
 */
export function PlayerBar() {
  return (
    <PlayerMessagesScope>
      <PlayerBarContent />
    </PlayerMessagesScope>
  );
}

function PlayerBarContent() {
  const t = useTranslations('ui.session');
  const locale = useLocale();
  const tokens = usePlayer((state) => state.game.token);
  const level = usePlayer((state) => state.vip.currentLevel);
  const name = usePlayer((state) => state.fullname || state.user?.account_id || '');
  const [leaving, setLeaving] = useState(false);

  async function onLogout() {
    setLeaving(true);
    await logout();
    setLeaving(false);
  }

  return (
    <div data-slot="player-bar">
      <BalanceChip />
      <Link href="/deposit" data-slot="button" data-variant="cta" data-role="header-deposit">
        {t('deposit')}
      </Link>
      <SessionClock />
      <span data-slot="tokens" title={t('tokens')}>
        <svg data-slot="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="8" />
          <path d="M12 8v8M9.5 10.5h5M9.5 13.5h5" />
        </svg>
        <span className="sr-only">{t('tokens')}: </span>
        {formatNumber(tokens, locale)}
      </span>
      {level ? (
        <span data-slot="vip-badge" title={t('vip')}>
          <span className="sr-only">{t('vip')}: </span>
          {level}
        </span>
      ) : null}
      <InboxBadge />
      <Link href="/account" data-slot="header-account" title={t('account')}>
        <svg data-slot="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21a8 8 0 0 1 16 0" />
        </svg>
        <span className="sr-only">{t('account')} </span>
        <span data-slot="header-account-name">{name}</span>
      </Link>
      <button
        type="button"
        data-slot="header-logout"
        aria-label={t('logout')}
        title={t('logout')}
        disabled={leaving}
        onClick={onLogout}
      >
        <svg data-slot="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />
        </svg>
      </button>
    </div>
  );
}
