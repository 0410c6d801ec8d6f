'use client';

import { useTranslations } from 'next-intl';
import { GuestOnly } from '@/features/session/guards';
import { PagePanel } from '@/ui/form/page-panel';
import { LoginForm } from './login-form';

/** The /login page: guests only; a logged-in player is sent on. */
export function LoginClient() {
  const t = useTranslations('ui.auth.login');
  return (
    <GuestOnly>
      <PagePanel title={t('title')}>
        <LoginForm />
      </PagePanel>
    </GuestOnly>
  );
}
