'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { AccountPage } from '@/features/account/account-page';
import { Link } from '@/i18n/navigation';
import { DepositForm } from './deposit-form';
import { DepositStatus } from './deposit-status';
import { LoadView } from './load-view';
import { depositMethods } from './methods';
import type { Method, MethodsAnswer, Request } from './money-types';
import { useDepositWatch } from './use-deposit-watch';
import { useMoneyCall } from './use-money-call';
import '@/ui/form/forms.css';
import './money.css';

/** /deposit: players only. The form, then the request's progress until it is decided. */
export function DepositClient() {
  const t = useTranslations('ui.account.pages');
  return (
    <AccountPage title={t('deposit')} width="wide">
      <Deposit />
    </AccountPage>
  );
}

function Deposit() {
  const t = useTranslations('ui.money.deposit');
  const methods = useMoneyCall<MethodsAnswer>('/api/payment/methods');
  const [made, setMade] = useState<{ request: Request; method: Method } | null>(null);
  const watch = useDepositWatch(made?.request ?? null);
  const resultRef = useRef<HTMLDivElement>(null);

  // The form the player used is gone: focus moves to what became of the request.
  useEffect(() => {
    if (made) resultRef.current?.focus();
  }, [made]);

  return (
    <>
      <p data-slot="form-intro">{t('intro')}</p>
      {/* Always in the page, so the change from waiting to approved is read out. */}
      <div ref={resultRef} tabIndex={-1} role="status" data-slot="money-status">
        {watch.phase !== 'idle' && made && <DepositStatus watch={watch} methodName={made.method.method_name} />}
      </div>
      {watch.phase === 'idle' ? (
        <LoadView loaded={methods.loaded} onRetry={() => void methods.reload()}>
          {(answer) => {
            const list = depositMethods(answer.value);
            if (list.length === 0) return <p data-slot="form-text">{t('noMethods')}</p>;
            return <DepositForm methods={list} onRequested={(request, method) => setMade({ request, method })} />;
          }}
        </LoadView>
      ) : (
        watch.phase !== 'pending' && (
          <button type="button" data-slot="form-button" onClick={() => setMade(null)}>
            {t('again')}
          </button>
        )
      )}
      <nav data-slot="money-links" aria-label={t('more')}>
        <Link href="/responsible-gaming">{t('setLimits')}</Link>
        <Link href="/transaction-history">{t('history')}</Link>
      </nav>
    </>
  );
}
