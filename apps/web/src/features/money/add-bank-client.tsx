'use client';

import { useTranslations } from 'next-intl';
import { AccountPage } from '@/features/account/account-page';
import { AddBankForm } from './add-bank-form';
import '@/ui/form/forms.css';

/** /add-bank: players only. */
export function AddBankClient() {
  const t = useTranslations('ui.account.pages');
  const tBank = useTranslations('ui.money.addBank');
  return (
    <AccountPage title={t('addBank')}>
      <p data-slot="form-intro">{tBank('intro')}</p>
      <AddBankForm />
    </AccountPage>
  );
}
