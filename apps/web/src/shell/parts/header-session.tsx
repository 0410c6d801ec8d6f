'use client';

import { useLocale } from 'next-intl';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useHydrated, usePlayer } from '@/features/session/player-store';
import { playerMessages } from '@/i18n/player-messages';

// A guest never sees the player bar, and the cached page is a guest's: its code loads for a player only.
const PlayerBar = lazy(() => import('./player-bar').then((m) => ({ default: m.PlayerBar })));

/**
 * The header's account area: the guest buttons (its children, the same cached HTML for everyone) until
 * the stored player is read, then the player bar for a player.
 */
export function HeaderSession({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const isPlayer = usePlayer((state) => state.isAuthenticated);
  const locale = useLocale();
  const showsPlayer = hydrated && isPlayer;
  // The player's messages are fetched beside the bar's code, not after it.
  useEffect(() => {
    if (showsPlayer) void playerMessages(locale);
  }, [showsPlayer, locale]);
  return showsPlayer ? (
    <Suspense fallback={children}>
      <PlayerBar />
    </Suspense>
  ) : (
    children
  );
}
