'use client';

import type { ReactNode } from 'react';
import { Pagination, type PaginationLabels } from '@/ui/pagination';
import type { Loaded } from './use-history-page';
import '@/ui/form/forms.css';
import '@/features/games/games.css';

/** A page of a history's answer: its lines and paging. */
type PagedAnswer = { value: readonly unknown[]; total: number; per_page: number };

type Texts = {
  loading: string;
  /** "12 transactions found", with the plural of the reader's language. */
  results: (count: number) => string;
  error: string;
  retry: string;
  empty: string;
};

type Props<A extends PagedAnswer> = {
  loaded: Loaded<A>;
  retry: () => void;
  texts: Texts;
  page: number;
  pagination: PaginationLabels;
  onPage: (page: number) => void;
  /** The sums of everything the filters match, shown above the table. */
  totals?: (answer: A) => ReactNode;
  /** The table of the page's lines (there is at least one). */
  table: (answer: A) => ReactNode;
};

/**
 * What a history shows under its filters: the count (announced), a failure with a retry, the totals, the
 * table or the empty state, and SPEC 5's pagination when there is more than one page.
 */
export function HistoryResults<A extends PagedAnswer>(props: Props<A>) {
  const { loaded, texts } = props;
  return (
    <>
      <p role="status" data-slot="history-count">
        {loaded.status === 'loading' ? texts.loading : loaded.status === 'ok' ? texts.results(loaded.answer.total) : ''}
      </p>
      {loaded.status === 'failed' && (
        <div role="alert" data-slot="lobby-problem">
          <p>{texts.error}</p>
          <button type="button" data-slot="form-button" onClick={() => props.retry()}>
            {texts.retry}
          </button>
        </div>
      )}
      {loaded.status === 'ok' && (
        <>
          {props.totals?.(loaded.answer)}
          {loaded.answer.value.length === 0 ? <p data-slot="form-text">{texts.empty}</p> : props.table(loaded.answer)}
          {loaded.answer.total > loaded.answer.per_page && (
            <Pagination
              type="button"
              totalItems={loaded.answer.total}
              itemsPerPage={loaded.answer.per_page}
              currentPage={props.page}
              labels={props.pagination}
              onChange={props.onPage}
            />
          )}
        </>
      )}
    </>
  );
}
