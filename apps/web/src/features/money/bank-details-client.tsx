'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AccountPage } from '@/features/account/account-page';
import { Link } from '@/i18n/navigation';
import { FormAlert } from '@/ui/form/form-alert';
import { BankCard } from './bank-card';
import { LoadView } from './load-view';
import type { BanksAnswer } from './money-types';
import { useMoneyCall } from './use-money-call';
import '@/ui/form/forms.css';
import './money.css';

/** /bank-details: players only. The saved bank accounts, removing one, and adding another. */
export function BankDetailsClient() {
  const t = useTranslations('ui.account.pages');
  return (
    <AccountPage title={t('bankDetails')} width="wide">
      <BankDetails />
    </AccountPage>
  );
}

function BankDetails() {
  const t = useTranslations('ui.money.banks');
  const banks = useMoneyCall<BanksAnswer>('/api/payment/banks');
  const [removed, setRemoved] = useState(false);

  return (
    <>
      <p data-slot="form-intro">{t('intro')}</p>
      <FormAlert tone="success">{removed && <p>{t('removed')}</p>}</FormAlert>
      <LoadView loaded={banks.loaded} onRetry={() => void banks.reload()}>
        {(answer) =>
          answer.value.length === 0 ? (
            <p data-slot="form-text">{t('none')}</p>
          ) : (
            <ul data-slot="bank-cards">
              {answer.value.map((bank) => (
                <BankCard
                  key={bank.bank_id}
                  bank={bank}
                  onRemoved={() => {
                    setRemoved(true);
                    void banks.reload();
                  }}
                />
              ))}
            </ul>
          )
        }
      </LoadView>
      <p data-slot="money-actions">
        <Link href="/add-bank" data-slot="form-button">
          {t('add')}
        </Link>
        <Link href="/withdrawal" data-slot="form-button" data-variant="secondary">
          {t('withdraw')}
        </Link>
      </p>
    </>
  );
}
