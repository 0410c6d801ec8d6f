'use client';

import type { ReactNode } from 'react';
import { useHydrated, usePlayer } from '@/features/session/player-store';
import { PlayerBar } from './player-bar';

/**
 * The header's account area: the guest buttons (its children, the same cached HTML for everyone) until
 * the stored player is read, then the player bar for a player.
 */
export function HeaderSession({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const isPlayer = usePlayer((state) => state.isAuthenticated);
  return hydrated && isPlayer ? <PlayerBar /> : children;
}
