'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useBcp47 } from '@/features/account/use-bcp47';
import { LocalDateTime } from '@/features/locale/local-date-time';
import { callApi, isOk } from '@/lib/api/client';
import { useSubmitGuard } from '@/ui/form/use-submit-guard';
import type { SavedBank } from './money-types';
import '@/ui/form/forms.css';
import '@/features/account/account.css';
import './money.css';

type Props = { bank: SavedBank; onRemoved: () => void };

/** One saved bank account, with its removal asked once more before it is done (payment/remove_bank). */
export function BankCard({ bank, onRemoved }: Props) {
  const t = useTranslations('ui.money.banks');
  const bcp47 = useBcp47();
  const [confirming, setConfirming] = useState(false);
  const { pending, guard } = useSubmitGuard();
  const yesRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  // The question replaces the button pressed, and the button comes back when it is answered: focus follows.
  useEffect(() => {
    if (confirming) yesRef.current?.focus();
    else if (asked.current) removeRef.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  const remove = guard(async () => {
    // A failure shows the error dialog (bankNotFound when it was removed elsewhere).
    const answer = await callApi('/api/payment/remove_bank', { bank_id: bank.bank_id });
    setConfirming(false);
    if (isOk(answer)) onRemoved();
  });

  return (
    <li data-slot="bank-card">
      <p data-slot="bank-card-name">{bank.bank_name}</p>
      <dl data-slot="bank-card-facts">
        <div>
          <dt>{t('holder')}</dt>
          <dd>{bank.account_name}</dd>
        </div>
        <div>
          <dt>{t('number')}</dt>
          <dd data-slot="account-number">{bank.account_number}</dd>
        </div>
        <div>
          <dt>{t('added')}</dt>
          <dd>
            <LocalDateTime iso={bank.created_at} bcp47={bcp47} />
          </dd>
        </div>
      </dl>
      {confirming ? (
        <fieldset data-slot="confirm">
          <legend>{t('removeQuestion', { bank: bank.bank_name, number: bank.account_number })}</legend>
          <div data-slot="confirm-actions">
            <button
              ref={yesRef}
              type="button"
              data-slot="form-button"
              disabled={pending}
              aria-busy={pending}
              onClick={remove}
            >
              {t('removeYes')}
            </button>
            <button type="button" data-slot="form-button" data-variant="secondary" onClick={() => setConfirming(false)}>
              {t('removeNo')}
            </button>
          </div>
        </fieldset>
      ) : (
        <button
          ref={removeRef}
          type="button"
          data-slot="form-button"
          data-variant="secondary"
          aria-label={t('removeNamed', { bank: bank.bank_name, number: bank.account_number })}
          onClick={() => setConfirming(true)}
        >
          {t('remove')}
        </button>
      )}
    </li>
  );
}
