// Timings and limits of SPEC 9, in milliseconds unless the name says otherwise.
export const TIMINGS = {
  buildPollMs: 60 * 60 * 1000,
  reloadGuardMs: 10_000,
  manifestDelayMs: 1_000,
  resizeRedetectMs: 50,
  loginModalDelayMs: 1_000,
  sessionExpiredToastMs: 10_000,
  errorToastMs: 3_000,
  imageResizeDebounceMs: 500,
  animationMs: 250,
} as const;

export const ANIMATION = { durationMs: TIMINGS.animationMs, easing: 'ease-in-out' } as const;
/** Route prefetches running at once, at most (SPEC 9); the router's own scheduler keeps it (decision 0013). */
export const MAX_ROUTE_PRELOADS = 4;
export const VIP_PROGRESS_CAP = 100;
export const PLACEHOLDER_SIZE_PX = 32;
export const MONEY_MAX_DECIMALS = 4;

export const PAGINATION = { itemsPerPage: 10, visiblePages: 5 } as const;
/** A page jump moves half the pages a pagination shows, rounded up (SPEC 9): 3 for 5, 4 for 7. */
export function pageJumpOf(maxPagesShown: number = PAGINATION.visiblePages): number {
  return Math.ceil(maxPagesShown / 2);
}
/** Locales the pagination component accepts (SPEC 5). */
export const PAGINATION_LOCALES = ['en', 'ar', 'ir'] as const;
/** A link-type pagination needs this placeholder in its URL (SPEC 5). */
export const PAGINATION_LINK_PLACEHOLDER = '[page]';

/** Providers whose games open in a popup or a new tab instead of an iframe (SPEC 9). */
export const POPUP_PROVIDERS = ['EVOPLAY'] as const;
