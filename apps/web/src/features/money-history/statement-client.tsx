'use client';

import type { statement } from '@felt/contract';
import { STATEMENT_KINDS } from '@felt/contract/tables';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { ChoiceField, DayRangeFields, FilterSet } from '@/features/history/history-filters';
import { HistoryResults } from '@/features/history/history-results';
import { HistoryShell } from '@/features/history/history-shell';
import { HistoryTotals } from '@/features/history/history-totals';
import { useAddressFilters } from '@/features/history/use-address-filters';
import { useHistoryPage } from '@/features/history/use-history-page';
import { usePaginationLabels } from '@/features/history/use-pagination-labels';
import { netOf, statementBody, statementFilters } from './money-query';
import { StatementTable } from './statement-table';

type StatementAnswer = z.infer<typeof statement.response>;

/** /statement: every movement of the player's balance, from the ledger; filters and page live in the address. */
export function StatementClient() {
  const pages = useTranslations('ui.account.pages');
  const t = useTranslations('ui.moneyHistory.statement');
  return (
    <HistoryShell title={pages('statement')} loading={t('loading')}>
      <Statement />
    </HistoryShell>
  );
}

function Statement() {
  const common = useTranslations('ui.moneyHistory');
  const t = useTranslations('ui.moneyHistory.statement');
  const { filters, change, clear, goToPage } = useAddressFilters(statementFilters);
  const { loaded, retry } = useHistoryPage<StatementAnswer>('/api/payment/statement', statementBody(filters));
  const pagination = usePaginationLabels('ui.moneyHistory.pagination', t('pages'));

  return (
    <>
      <FilterSet legend={t('filters')} clear={common('clear')} onClear={clear}>
        <ChoiceField
          label={t('kind')}
          all={t('allKinds')}
          value={filters.kind}
          options={STATEMENT_KINDS}
          optionLabel={(kind) => t(`kinds.${kind}`)}
          onChange={(kind) => change({ kind })}
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
        totals={(answer) => (
          <HistoryTotals
            title={t('totals.title')}
            items={[
              { key: 'in', label: t('totals.moneyIn'), amount: answer.money_in },
              { key: 'out', label: t('totals.moneyOut'), amount: answer.money_out },
              { key: 'net', label: t('totals.net'), amount: netOf(answer.money_in, answer.money_out), signed: true },
            ]}
          />
        )}
        table={(answer) => <StatementTable lines={answer.value} />}
      />
    </>
  );
}
