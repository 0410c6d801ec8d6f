'use client';

import type { betHistory } from '@felt/contract';
import { PRODUCT_CATEGORY_KEYS, ROUND_STATUSES } from '@felt/contract/tables';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { ChoiceField, DayRangeFields, FilterSet } from '@/features/history/history-filters';
import { HistoryResults } from '@/features/history/history-results';
import { HistoryShell } from '@/features/history/history-shell';
import { HistoryTotals } from '@/features/history/history-totals';
import { useAddressFilters } from '@/features/history/use-address-filters';
import { useHistoryPage } from '@/features/history/use-history-page';
import { usePaginationLabels } from '@/features/history/use-pagination-labels';
import { type CategoryLabels, categoryLabel } from './category-labels';
import { filtersFromSearch, historyBody, NO_FILTERS, netOf, searchOf } from './history-query';
import { RoundsTable } from './rounds-table';

type HistoryAnswer = z.infer<typeof betHistory.response>;

/** /bet-history: players only; filters and page are read from and written to the address. */
export function BetHistoryClient({ categories }: { categories: CategoryLabels }) {
  const t = useTranslations('ui.betHistory');
  return (
    <HistoryShell title={t('title')} loading={t('loading')}>
      <History categories={categories} />
    </HistoryShell>
  );
}

function History({ categories }: { categories: CategoryLabels }) {
  const t = useTranslations('ui.betHistory');
  const { filters, change, clear, goToPage } = useAddressFilters({
    read: filtersFromSearch,
    write: searchOf,
    none: NO_FILTERS,
  });
  const { loaded, retry } = useHistoryPage<HistoryAnswer>('/api/product/bet_history', historyBody(filters));
  const pagination = usePaginationLabels('ui.betHistory.pagination', t('pagination.label'));

  return (
    <>
      <FilterSet legend={t('filters')} clear={t('clear')} onClear={clear}>
        <ChoiceField
          label={t('category')}
          all={t('allCategories')}
          value={filters.gameType}
          options={PRODUCT_CATEGORY_KEYS}
          optionLabel={(key) => categoryLabel(categories, key)}
          onChange={(gameType) => change({ gameType })}
        />
        <ChoiceField
          label={t('status')}
          all={t('allStatuses')}
          value={filters.status}
          options={ROUND_STATUSES}
          optionLabel={(status) => t(`statuses.${status}`)}
          onChange={(status) => change({ status })}
        />
        <DayRangeFields labels={{ from: t('dateFrom'), to: t('dateTo') }} days={filters} onChange={change} />
      </FilterSet>
      <HistoryResults
        loaded={loaded}
        retry={retry}
        texts={{
          loading: t('loading'),
          results: (count) => t('results', { count }),
          error: t('error'),
          retry: t('retry'),
          empty: t('empty'),
        }}
        page={filters.page}
        pagination={pagination}
        onPage={goToPage}
        totals={(answer) => <BetTotals totalBet={answer.total_bet} totalWin={answer.total_win} />}
        table={(answer) => <RoundsTable rounds={answer.value} />}
      />
    </>
  );
}

/** The sums of every round the filters match (not only this page). */
function BetTotals({ totalBet, totalWin }: { totalBet: number; totalWin: number }) {
  const t = useTranslations('ui.betHistory.totals');
  return (
    <HistoryTotals
      title={t('title')}
      items={[
        { key: 'bet', label: t('bet'), amount: totalBet },
        { key: 'win', label: t('win'), amount: totalWin },
        { key: 'net', label: t('net'), amount: netOf(totalBet, totalWin), signed: true },
      ]}
    />
  );
}
