'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { usePlayer } from '@/features/session/player-store';
import { Link } from '@/i18n/navigation';
import { CountBadge } from '@/ui/count-badge';
import { loadInbox, useUnreadCount } from './inbox-store';
import './inbox-vip.css';

/** The inbox is asked again when the player comes back to the tab, at most this often. */
const FOCUS_REFRESH_MS = 30_000;

/** The header's inbox link with the unread count; the list is asked for on mount and when the tab regains focus. */
export function InboxBadge() {
  const t = useTranslations('ui.inbox');
  const account = usePlayer((state) => state.user?.account_id ?? null);
  const count = useUnreadCount();

  useEffect(() => {
    if (!account) return;
    let last = Date.now();
    void loadInbox();
    const onFocus = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < FOCUS_REFRESH_MS) return;
      last = Date.now();
      void loadInbox();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [account]);

  const label = t('unreadCount', { count });
  return (
    <Link href="/inbox" data-slot="inbox-badge" aria-label={label} title={label}>
      <svg data-slot="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m3 7 9 6 9-6" />
      </svg>
      <CountBadge count={count} />
    </Link>
  );
}
