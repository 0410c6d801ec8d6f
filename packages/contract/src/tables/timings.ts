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
export const MAX_ROUTE_PRELOADS = 4;
export const VIP_PROGRESS_CAP = 100;
export const PLACEHOLDER_SIZE_PX = 32;
export const MONEY_MAX_DECIMALS = 4;

export const PAGINATION = { itemsPerPage: 10, visiblePages: 5 } as const;
/** A page jump moves half the visible pages, rounded up (SPEC 9). */
export const PAGE_JUMP = Math.ceil(PAGINATION.visiblePages / 2);
/** Locales the pagination component accepts (SPEC 5). */
export const PAGINATION_LOCALES = ['en', 'ar', 'ir'] as const;
/** A link-type pagination needs this placeholder in its URL (SPEC 5). */
export const PAGINATION_LINK_PLACEHOLDER = '[page]';

/** Providers whose games open in a popup or a new tab instead of an iframe (SPEC 9). */
export const POPUP_PROVIDERS = ['EVOPLAY'] as const;
export const PAYMENT_FALLBACK_IMAGE = 'manual.png';
export const IMAGE_FOLDERS = ['payment', 'minigame', 'logos', 'footer', 'livechat'] as const;
