import type { LaunchMode } from '@felt/contract/tables';

/** The name of the popup, so a second open reuses the game's window instead of stacking more. */
const POPUP_NAME = 'felt-game';
const POPUP_MAX = { width: 1280, height: 800 } as const;

/**
 * Opens a newtab or popup game; false when the browser blocked it. A game of another origin gets no
 * handle on this page (no opener); the site's own games keep it to post balance updates back.
 */
export function openGameWindow(url: string, mode: Exclude<LaunchMode, 'iframe'>): boolean {
  const sameOrigin = new URL(url, window.location.href).origin === window.location.origin;
  let opened: Window | null;
  if (mode === 'popup') {
    const width = Math.min(POPUP_MAX.width, window.screen.availWidth);
    const height = Math.min(POPUP_MAX.height, window.screen.availHeight);
    opened = window.open(url, POPUP_NAME, `popup,width=${width},height=${height}`);
  } else {
    opened = window.open(url, '_blank');
  }
  if (opened && !sameOrigin) opened.opener = null;
  return opened !== null;
}
