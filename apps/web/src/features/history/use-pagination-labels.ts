'use client';

import { useTranslations } from 'next-intl';
import type { PaginationLabels } from '@/ui/pagination';

/** Where a history keeps the pagination's words (first, previous, … page {page}). */
export type PaginationWords = 'ui.betHistory.pagination' | 'ui.moneyHistory.pagination';

/** The pagination's words in the reader's language; `nav` names the landmark ("Pages of rounds"). */
export function usePaginationLabels(words: PaginationWords, nav: string): PaginationLabels {
  const t = useTranslations(words);
  return {
    nav,
    first: t('first'),
    previous: t('previous'),
    next: t('next'),
    last: t('last'),
    jumpBack: (count) => t('jumpBack', { count }),
    jumpForward: (count) => t('jumpForward', { count }),
    page: (page) => t('page', { page }),
  };
}
