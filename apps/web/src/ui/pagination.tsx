'use client';

import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { type PaginationInput, type PaginationLocale, pageHref, pageWindow } from './pagination-window';
import './pagination.css';

// The one pagination of the site (SPEC 5 and 9): first, previous, up to maxPagesShown page numbers (five by
// default) with "…" jumps of half as many, rounded up, on the cut-off sides, next and last; as buttons or as
// links to an href with [page] in it.

export type PaginationLabels = {
  /** The name of the navigation landmark. */
  nav: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  /** "Back 3 pages": the jump follows the pages shown. */
  jumpBack: (pages: number) => string;
  jumpForward: (pages: number) => string;
  page: (page: number) => string;
};

type Common = Omit<PaginationInput, 'type' | 'href' | 'locale'> & {
  labels: PaginationLabels;
  /** Which digits the numbers are written in (SPEC 5: en, ar or ir). */
  locale?: PaginationLocale;
};
type Props = Common & ({ type: 'button'; onChange: (page: number) => void } | { type: 'link'; href: string });

const NUMERALS: Record<PaginationLocale, string> = { en: 'en', ar: 'ar-EG', ir: 'fa-IR' };

const ICONS = {
  first: 'M17 6l-6 6 6 6M11 6l-6 6 6 6',
  previous: 'M15 6l-6 6 6 6',
  next: 'M9 6l6 6-6 6',
  last: 'M7 6l6 6-6 6M13 6l6 6-6 6',
  jump: 'M5 12h.01M12 12h.01M19 12h.01',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-slot="pagination-icon">
      <path d={ICONS[name]} />
    </svg>
  );
}

export function Pagination(props: Props) {
  const { labels, currentPage } = props;
  const { pageCount, pages, jumpBack, jumpForward, jump } = pageWindow(props);
  const digits = new Intl.NumberFormat(NUMERALS[props.locale ?? 'en'], { useGrouping: false });

  /** One control: a link or a button to `page`, or an inert item when there is nowhere to go. */
  function control(key: string, page: number | null, label: string, content: ReactNode, current = false) {
    const common = {
      'aria-label': label,
      'data-slot': 'pagination-item',
      'aria-current': current ? ('page' as const) : undefined,
    };
    let item: ReactNode;
    if (page === null && props.type === 'button') {
      item = (
        <button {...common} type="button" disabled>
          {content}
        </button>
      );
    } else if (page === null) {
      // A link to nowhere is only drawn: screen readers skip it.
      item = (
        <span data-slot="pagination-item" aria-hidden="true" data-disabled="">
          {content}
        </span>
      );
    } else if (props.type === 'link') {
      item = (
        <Link {...common} href={pageHref(props.href, page)}>
          {content}
        </Link>
      );
    } else {
      item = (
        <button {...common} type="button" onClick={() => props.onChange(page)}>
          {content}
        </button>
      );
    }
    return <li key={key}>{item}</li>;
  }

  const atStart = currentPage <= 1;
  const atEnd = currentPage >= pageCount;
  return (
    <nav aria-label={labels.nav} data-slot="pagination">
      <ul data-slot="pagination-list">
        {control('first', atStart ? null : 1, labels.first, <Icon name="first" />)}
        {control('previous', atStart ? null : currentPage - 1, labels.previous, <Icon name="previous" />)}
        {jumpBack !== null && control('jump-back', jumpBack, labels.jumpBack(jump), <Icon name="jump" />)}
        {pages.map((page) =>
          control(`page-${page}`, page, labels.page(page), digits.format(page), page === currentPage),
        )}
        {jumpForward !== null && control('jump-forward', jumpForward, labels.jumpForward(jump), <Icon name="jump" />)}
        {control('next', atEnd ? null : currentPage + 1, labels.next, <Icon name="next" />)}
        {control('last', atEnd ? null : pageCount, labels.last, <Icon name="last" />)}
      </ul>
    </nav>
  );
}
