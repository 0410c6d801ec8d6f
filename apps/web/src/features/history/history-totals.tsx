'use client';

import { useLocale } from 'next-intl';
import { useId } from 'react';
import { formatMoney } from '@/lib/format-money';
import { signOf } from './history-address';
import '@/features/account/account.css';
import './history.css';

type Props = {
  title: string;
  /** The figures, in order; a signed one is marked up or down like a net column. */
  items: readonly { key: string; label: string; amount: number; signed?: boolean }[];
};

/** The sums of every line the filters match (not only this page). */
export function HistoryTotals({ title, items }: Props) {
  const locale = useLocale();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="sr-only">
        {title}
      </h2>
      <dl data-slot="history-totals">
        {items.map((item) => (
          <div key={item.key} data-slot="account-stat" data-sign={item.signed ? signOf(item.amount) : undefined}>
            <dt>{item.label}</dt>
            <dd>{formatMoney(item.amount, locale)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
