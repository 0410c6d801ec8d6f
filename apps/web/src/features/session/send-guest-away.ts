import { usePlayerStore } from './player-store';
import { type LoginModalKind, sessionBridge } from './session-bridge';

// SPEC 2.4: from a protected page, and after a session failure, a guest goes to the login page, or home
// with the login (or sign-in) modal opening a second later, as the template says.

type PendingModal = { kind: LoginModalKind; delayMs: number };

/** The modal to open once home is reached: counted from arrival, so home's own modals open first. */
let awaitingHome: PendingModal | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

function openLater({ kind, delayMs }: PendingModal): void {
  // A guard and a session failure can both send the guest away at once: one modal is enough.
  clearTimeout(timer);
  timer = setTimeout(() => {
    // Someone who logged in meanwhile (another tab) needs no login modal.
    if (!usePlayerStore.getState().isAuthenticated) sessionBridge()?.openLogin(kind);
  }, delayMs);
}

/** '/login?next=<this page>', so the login page can bring the player back (the address bar's own path). */
function loginPathBack(): string {
  const here = `${window.location.pathname}${window.location.search}`;
  return here === '/' ? '/login' : `/login?${new URLSearchParams({ next: here })}`;
}

export function sendGuestAway(): void {
  const bridge = sessionBridge();
  if (!bridge) return;
  const redirect = bridge.guestRedirect;
  if (!('modal' in redirect)) {
    bridge.navigate(loginPathBack());
    return;
  }
  const modal = { kind: redirect.modal, delayMs: redirect.delayMs };
  if (bridge.pathname() === redirect.path) {
    openLater(modal);
    return;
  }
  awaitingHome = modal;
  bridge.navigate(redirect.path);
}

/** Called by the session runtime on every page change (paths without the locale prefix). */
export function arrivedAt(pathname: string): void {
  if (!awaitingHome || pathname !== '/') return;
  openLater(awaitingHome);
  awaitingHome = null;
}
