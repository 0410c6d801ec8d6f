'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useRef } from 'react';
import { useRouter } from '@/i18n/navigation';
import { useHydrated, usePlayer } from './player-store';
import { sendGuestAway } from './send-guest-away';

// Page guards. Pages are cached for everyone, so who may see one is decided here, in the browser, once
// the stored player has been read.

/** Shows its children to a player only; a guest is sent away as SPEC 2.4 says. */
export function RequirePlayer({ children }: { children: ReactNode }) {
  const t = useTranslations('ui.session');
  const hydrated = useHydrated();
  const isPlayer = usePlayer((state) => state.isAuthenticated);
  // A player who logs out here is already on the way home (logout) or away (session failure).
  const wasPlayer = useRef(false);

  useEffect(() => {
    if (!hydrated) return;
    if (isPlayer) wasPlayer.current = true;
    else if (!wasPlayer.current) sendGuestAway();
  }, [hydrated, isPlayer]);

  if (hydrated && isPlayer) return children;
  return (
    <p data-slot="guard-pending" aria-busy="true">
      {t('loading')}
    </p>
  );
}

/**
 * Shows its children to a guest (forgot password, login, register); a player who arrives is sent to
 * /account. One who logs in here stays: the page itself goes on (to ?next= or home).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const isPlayer = usePlayer((state) => state.isAuthenticated);
  const wasGuest = useRef(false);
  const arrivedAsPlayer = hydrated && isPlayer && !wasGuest.current;

  useEffect(() => {
    if (!hydrated) return;
    if (!isPlayer) wasGuest.current = true;
    else if (!wasGuest.current) router.replace('/account');
  }, [hydrated, isPlayer, router]);

  // Guests see the page at once (the cached HTML is the guest's).
  return arrivedAsPlayer ? null : children;
}
