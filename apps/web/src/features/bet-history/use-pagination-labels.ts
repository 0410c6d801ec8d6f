'use client';

import { PAGE_JUMP } from '@felt/contract/tables';
import { useTranslations } from 'next-intl';
import type { PaginationLabels } from '@/ui/pagination';

/** The pagination's words in the reader's language. */
export function usePaginationLabels(): PaginationLabels {
  const t = useTranslations('ui.betHistory.pagination');
  return {
    nav: t('label'),
    first: t('first'),
    previous: t('previous'),
    next: t('next'),
    last: t('last'),
    jumpBack: t('jumpBack', { count: PAGE_JUMP }),
    jumpForward: t('jumpForward', { count: PAGE_JUMP }),
    page: (page) => t('page', { page }),
  };
}
