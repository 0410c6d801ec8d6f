'use client';

import { PAGE_JUMP } from '@felt/contract/tables';
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
    jumpBack: t('jumpBack', { count: PAGE_JUMP }),
    jumpForward: t('jumpForward', { count: PAGE_JUMP }),
    page: (page) => t('page', { page }),
  };
}
