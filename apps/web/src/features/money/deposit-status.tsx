'use client';

import { useTranslations } from 'next-intl';
import type { Watch } from './use-deposit-watch';
import { useMoney } from './use-money';
import '@/ui/form/forms.css';
import './money.css';

type Props = { watch: Exclude<Watch, { phase: 'idle' }>; methodName: string };

/** Where the deposit stands, in words: waiting, approved, rejected (with the reason given), or still waiting. */
export function DepositStatus({ watch, methodName }: Props) {
  const t = useTranslations('ui.money.deposit');
  const tMoney = useTranslations('ui.money');
  const money = useMoney();
  const amount = money(watch.request.amount);
  const { phase, request } = watch;
  return (
    <div data-slot="money-result" data-phase={phase}>
      <span data-slot="money-result-icon" aria-hidden="true">
        {phase === 'pending' && <span data-slot="spinner" />}
      </span>
      <div data-slot="money-result-text">
        <p data-slot="money-result-title" data-face="display">
          {t(`${phase}Title`)}
        </p>
        {phase === 'pending' && <p>{t('pending', { amount, method: methodName })}</p>}
        {phase === 'approved' && <p>{t('approved', { amount })}</p>}
        {phase === 'rejected' && <p>{t('rejected', { amount })}</p>}
        {phase === 'rejected' && request.reason && <p>{tMoney('reason', { reason: request.reason })}</p>}
        {phase === 'slow' && <p>{t('slow', { amount })}</p>}
      </div>
    </div>
  );
}
