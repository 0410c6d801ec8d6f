'use client';

import { useTranslations } from 'next-intl';
import { AccountPage } from './account-page';
import { ChangePasswordForm } from './change-password-form';

/** The /change-password page. */
export function ChangePasswordClient() {
  const t = useTranslations('ui.account.pages');
  return (
    <AccountPage title={t('changePassword')}>
      <ChangePasswordForm />
    </AccountPage>
  );
}
