'use client';

import { lazy, type ReactNode, Suspense } from 'react';
import { useHydrated, usePlayer } from '@/features/session/player-store';

// A guest never sees the player bar, and the cached page is a guest's: its code loads for a player only.
const PlayerBar = lazy(() => import('./player-bar').then((m) => ({ default: m.PlayerBar })));

/**
 * The header's account area: the guest buttons (its children, the same cached HTML for everyone) until
 * the stored player is read, then the player bar for a player.
 */
export function HeaderSession({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const isPlayer = usePlayer((state) => state.isAuthenticated);
  return hydrated && isPlayer ? (
    <Suspense fallback={children}>
      <PlayerBar />
    </Suspense>
  ) : (
    children
  );
}
