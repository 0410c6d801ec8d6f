import { PAGINATION, PAGINATION_LINK_PLACEHOLDER, PAGINATION_LOCALES, pageJumpOf } from '@felt/contract/tables';

// The page arithmetic of the pagination component (SPEC 5 and 9), apart from React so it is tested alone.

export type PaginationLocale = (typeof PAGINATION_LOCALES)[number];

export type PaginationInput = {
  /** How many items there are in all: the page-count value SPEC 5 requires. */
  totalItems: number;
  currentPage: number;
  itemsPerPage?: number;
  maxPagesShown?: number;
  locale?: string;
  type?: 'button' | 'link';
  /** A link-type pagination's URL, with PAGINATION_LINK_PLACEHOLDER where the page number goes. */
  href?: string;
};

export type PageWindow = {
  pageCount: number;
  /** The page numbers shown, in order. */
  pages: number[];
  /** Where the "…" before the numbers moves to, or null when the window starts at page 1. */
  jumpBack: number | null;
  /** Where the "…" after the numbers moves to, or null when the window ends at the last page. */
  jumpForward: number | null;
  /** How many pages a "…" moves: half of maxPagesShown, rounded up. */
  jump: number;
};

const isPositiveInteger = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** Throws the way SPEC 5 says: a RangeError for a bad number, a TypeError for a missing count or link. */
export function validatePagination(input: PaginationInput): void {
  const { totalItems, currentPage, itemsPerPage = PAGINATION.itemsPerPage } = input;
  if (typeof totalItems !== 'number' || !Number.isInteger(totalItems) || totalItems < 0) {
    throw new TypeError('Pagination needs totalItems, a whole number of zero or more');
  }
  if (!isPositiveInteger(itemsPerPage)) throw new RangeError('Pagination itemsPerPage must be positive');
  if (!isPositiveInteger(currentPage)) throw new RangeError('Pagination currentPage must be positive');
  if (!isPositiveInteger(input.maxPagesShown ?? PAGINATION.visiblePages)) {
    throw new RangeError('Pagination maxPagesShown must be positive');
  }
  if (input.locale !== undefined && !(PAGINATION_LOCALES as readonly string[]).includes(input.locale)) {
    throw new RangeError(`Pagination locale must be one of ${PAGINATION_LOCALES.join(', ')}`);
  }
  if (input.type === 'link' && !input.href?.includes(PAGINATION_LINK_PLACEHOLDER)) {
    throw new TypeError(`A link pagination needs an href containing ${PAGINATION_LINK_PLACEHOLDER}`);
  }
}

export function pageCountOf(totalItems: number, itemsPerPage: number = PAGINATION.itemsPerPage): number {
  return Math.max(1, Math.ceil(totalItems / itemsPerPage));
}

/**
 * The numbers to show around the current page: up to maxPagesShown, the current page centred where it can
 * be, and "…" jumps of half maxPagesShown, rounded up (SPEC 9), on the sides that are cut off.
 */
export function pageWindow(input: PaginationInput): PageWindow {
  validatePagination(input);
  const pageCount = pageCountOf(input.totalItems, input.itemsPerPage);
  const maxPagesShown = input.maxPagesShown ?? PAGINATION.visiblePages;
  const jump = pageJumpOf(maxPagesShown);
  const shown = Math.min(maxPagesShown, pageCount);
  const current = Math.min(input.currentPage, pageCount);
  const first = Math.min(Math.max(1, current - Math.floor((shown - 1) / 2)), pageCount - shown + 1);
  const pages = Array.from({ length: shown }, (_, i) => first + i);
  const last = first + shown - 1;
  return {
    pageCount,
    pages,
    jumpBack: first > 1 ? Math.max(1, current - jump) : null,
    jumpForward: last < pageCount ? Math.min(pageCount, current + jump) : null,
    jump,
  };
}

/** The link of a page: the href template with its placeholder replaced. */
export function pageHref(href: string, page: number): string {
  return href.replaceAll(PAGINATION_LINK_PLACEHOLDER, String(page));
}
