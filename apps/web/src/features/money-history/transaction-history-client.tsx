'use client';

import type { transactionHistory } from '@felt/contract';
import { REQUEST_STATUSES, REQUEST_TYPES } from '@felt/contract/tables';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { ChoiceField, DayRangeFields, FilterSet } from '@/features/history/history-filters';
import { HistoryResults } from '@/features/history/history-results';
import { HistoryShell } from '@/features/history/history-shell';
import { useAddressFilters } from '@/features/history/use-address-filters';
import { useHistoryPage } from '@/features/history/use-history-page';
import { usePaginationLabels } from '@/features/history/use-pagination-labels';
import { transactionFilters, transactionsBody } from './money-query';
import { TransactionsTable } from './transactions-table';

type TransactionsAnswer = z.infer<typeof transactionHistory.response>;

/** /transaction-history: the player's deposits and withdrawals; filters and page live in the address. */
export function TransactionHistoryClient() {
  const pages = useTranslations('ui.account.pages');
  const t = useTranslations('ui.moneyHistory.transactions');
  return (
    <HistoryShell title={pages('transactionHistory')} loading={t('loading')}>
      <Transactions />
    </HistoryShell>
  );
}

function Transactions() {
  const common = useTranslations('ui.moneyHistory');
  const t = useTranslations('ui.moneyHistory.transactions');
  const { filters, change, clear, goToPage } = useAddressFilters(transactionFilters);
  const { loaded, retry } = useHistoryPage<TransactionsAnswer>('/api/payment/transactions', transactionsBody(filters));
  const pagination = usePaginationLabels('ui.moneyHistory.pagination', t('pages'));

  return (
    <>
      <FilterSet legend={t('filters')} clear={common('clear')} onClear={clear}>
        <ChoiceField
          label={t('type')}
          all={t('allTypes')}
          value={filters.type}
          options={REQUEST_TYPES}
          optionLabel={(type) => t(`types.${type}`)}
          onChange={(type) => change({ type })}
        />
        <ChoiceField
          label={t('status')}
          all={t('allStatuses')}
          value={filters.status}
          options={REQUEST_STATUSES}
          optionLabel={(status) => t(`statuses.${status}`)}
          onChange={(status) => change({ status })}
        />
        <DayRangeFields labels={{ from: common('dateFrom'), to: common('dateTo') }} days={filters} onChange={change} />
      </FilterSet>
      <HistoryResults
        loaded={loaded}
        retry={retry}
        texts={{
          loading: t('loading'),
          results: (count) => t('results', { count }),
          error: t('error'),
          retry: common('retry'),
          empty: t('empty'),
        }}
        page={filters.page}
        pagination={pagination}
        onPage={goToPage}
        table={(answer) => <TransactionsTable requests={answer.value} />}
      />
    </>
  );
}
