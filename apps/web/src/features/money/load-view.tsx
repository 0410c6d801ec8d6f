'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Loaded } from './use-money-call';
import '@/ui/form/forms.css';
import './money.css';

type Props<T> = { loaded: Loaded<T>; onRetry: () => void; children: (answer: T) => ReactNode };

/** What a money page shows of a call: a loading line, the problem with a retry, or the answer. */
export function LoadView<T>({ loaded, onRetry, children }: Props<T>) {
  const t = useTranslations('ui.money');
  if (loaded.status === 'ok') return children(loaded.answer);
  if (loaded.status === 'loading') {
    return (
      <p data-slot="form-text" role="status">
        {t('loading')}
      </p>
    );
  }
  return (
    <div role="alert" data-slot="money-problem">
      <p>{t('loadFailed')}</p>
      <button type="button" data-slot="form-button" data-variant="secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
