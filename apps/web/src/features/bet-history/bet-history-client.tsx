'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { AccountPage } from '@/features/account/account-page';
import { usePathname, useRouter } from '@/i18n/navigation';
import { Pagination } from '@/ui/pagination';
import { BetHistoryFilters } from './bet-history-filters';
import { BetTotals } from './bet-totals';
import type { CategoryLabels } from './category-labels';
import { filtersFromSearch, type HistoryFilters, NO_FILTERS, searchOf } from './history-query';
import { RoundsTable } from './rounds-table';
import { useBetHistory } from './use-bet-history';
import { usePaginationLabels } from './use-pagination-labels';

/** /bet-history: players only; filters and page are read from and written to the address. */
export function BetHistoryClient({ categories }: { categories: CategoryLabels }) {
  const t = useTranslations('ui.betHistory');
  return (
    <AccountPage title={t('title')} width="wide">
      <Suspense fallback={<p data-slot="form-text">{t('loading')}</p>}>
        <History categories={categories} />
      </Suspense>
    </AccountPage>
  );
}

function History({ categories }: { categories: CategoryLabels }) {
  const t = useTranslations('ui.betHistory');
  const router = useRouter();
  const pathname = usePathname();
  const filters = filtersFromSearch(useSearchParams());
  const { loaded, retry } = useBetHistory(filters);
  const paginationLabels = usePaginationLabels();

  const go = (next: HistoryFilters) => router.replace({ pathname, query: searchOf(next) }, { scroll: false });
  // A new filter starts again at the first page.
  const change = (patch: Partial<HistoryFilters>) => go({ ...filters, ...patch, page: 1 });

  return (
    <>
      <BetHistoryFilters filters={filters} categories={categories} onChange={change} onClear={() => go(NO_FILTERS)} />
      <p role="status" data-slot="history-count">
        {loaded.status === 'loading'
          ? t('loading')
          : loaded.status === 'ok'
            ? t('results', { count: loaded.answer.total })
            : ''}
      </p>
      {loaded.status === 'failed' && (
        <div role="alert" data-slot="lobby-problem">
          <p>{t('error')}</p>
          <button type="button" data-slot="form-button" onClick={() => void retry()}>
            {t('retry')}
          </button>
        </div>
      )}
      {loaded.status === 'ok' && (
        <>
          <BetTotals totalBet={loaded.answer.total_bet} totalWin={loaded.answer.total_win} />
          {loaded.answer.value.length === 0 ? (
            <p data-slot="form-text">{t('empty')}</p>
          ) : (
            <RoundsTable rounds={loaded.answer.value} />
          )}
          {loaded.answer.total > loaded.answer.per_page && (
            <Pagination
              type="button"
              totalItems={loaded.answer.total}
              itemsPerPage={loaded.answer.per_page}
              currentPage={filters.page}
              labels={paginationLabels}
              onChange={(page) => go({ ...filters, page })}
            />
          )}
        </>
      )}
    </>
  );
}
