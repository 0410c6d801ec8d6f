import type { RequestStatus } from '@felt/contract/tables';

// Watching a pending deposit until it is decided: how often to ask, for how long, and what an answer says.

/** How often the deposit's status is asked for (demo mode approves one after 3 s). */
export const WATCH_EVERY_MS = 1_500;
/** After this long the page stops asking and says the deposit is still waiting. */
export const WATCH_FOR_MS = 3 * 60 * 1000;
/** The newest deposits asked for each time: the one watched is among them unless many were made since. */
export const WATCH_PAGE_SIZE = 20;

export type WatchedRequest = { request_id: string; status: RequestStatus; reason: string | null };

/** The watched request in a page of the player's deposits, once it is decided; null while pending or absent. */
export function decisionOf<R extends WatchedRequest>(requestId: string, page: readonly R[]): R | null {
  const found = page.find((request) => request.request_id === requestId);
  return found && found.status !== 'pending' ? found : null;
}

/** The wait before the next question, or null when the watch started `startedAt` should stop. */
export function nextWatchDelay(startedAt: number, now: number): number | null {
  return now - startedAt + WATCH_EVERY_MS > WATCH_FOR_MS ? null : WATCH_EVERY_MS;
}
