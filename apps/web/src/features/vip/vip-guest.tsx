'use client';

import { useTranslations } from 'next-intl';
import { LoginButton } from '@/features/session/login-button';
import '@/ui/form/forms.css';
import '@/features/account/account.css';
import '@/features/protection/protection.css';

/** For a guest: the ladder is below; logging in shows the player's own level and progress. */
export function VipGuest() {
  const t = useTranslations('ui.vip');
  return (
    <section data-slot="account-section" aria-label={t('progressTitle')}>
      <p data-slot="form-text">{t('guest')}</p>
      <LoginButton label={t('login')} next="/vip" />
    </section>
  );
}
