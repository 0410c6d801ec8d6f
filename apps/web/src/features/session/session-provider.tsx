'use client';

import { type GuestRedirect, guestRedirectOf, type LoginMode, type ThemeCode } from '@felt/contract/tables';
import { createContext, type ReactNode, use, useMemo } from 'react';

// The template's session rules reach client code through context (components never look at the host):
// where guests are sent (SPEC 2.4), how they log in, and the currency the balance is shown in.

export type SessionSettings = { guestRedirect: GuestRedirect; loginMode: LoginMode; currency: string };

const SessionContext = createContext<SessionSettings>({
  guestRedirect: { path: '/login' },
  loginMode: 'page',
  currency: '',
});

type Props = { theme: ThemeCode; loginMode: LoginMode; currency: string; children: ReactNode };

export function SessionProvider({ theme, loginMode, currency, children }: Props) {
  const value = useMemo(
    () => ({ guestRedirect: guestRedirectOf(theme), loginMode, currency }),
    [theme, loginMode, currency],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSessionSettings(): SessionSettings {
  return use(SessionContext);
}
