import type { GuestRedirect } from '@felt/contract/tables';

// What session code outside React (the error handler, logout, the login modal) needs from React: the
// router, the translations and the template's redirect. The session runtime registers it once mounted.

/** The login modal, or what template10 calls the sign-in modal. */
export type LoginModalKind = 'login' | 'signin';

export type SessionBridge = {
  /** Client-side navigation to an unprefixed path ('/', '/login') in the reader's language. */
  navigate(path: string): void;
  /** The current path without its locale prefix ('/' on '/cn'). */
  pathname(): string;
  /** A message by its full key, e.g. 'errors.invalidSession'; undefined when the key does not exist. */
  text(key: string): string | undefined;
  /** Opens the login modal (it lives with the login forms, which import the session code). */
  openLogin(kind: LoginModalKind): void;
  /** Where a guest goes from a protected page and after a session failure (SPEC 2.4). */
  guestRedirect: GuestRedirect;
};

let bridge: SessionBridge | null = null;

/** Registers the bridge; returns the function that removes it again. */
export function setSessionBridge(next: SessionBridge): () => void {
  bridge = next;
  return () => {
    if (bridge === next) bridge = null;
  };
}

export function sessionBridge(): SessionBridge | null {
  return bridge;
}

/** A message by its full key; the key itself when nothing is mounted or the key is missing. */
export function sessionText(key: string): string {
  return bridge?.text(key) ?? key;
}
