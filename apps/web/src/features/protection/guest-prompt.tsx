'use client';

import { useTranslations } from 'next-intl';
import { LoginButton } from '@/features/session/login-button';
import '@/ui/form/forms.css';
import '@/features/account/account.css';
import './protection.css';

/** For a guest: the tools need an account; log in here (the template's login page or modal) and come back. */
export function GuestPrompt() {
  const t = useTranslations('ui.protection');
  return (
    <section data-slot="protection-guest" aria-labelledby="protection-guest-title">
      <h2 id="protection-guest-title" data-slot="account-section-title" data-face="display">
        {t('guest.title')}
      </h2>
      <p data-slot="form-text">{t('guest.text')}</p>
      <LoginButton label={t('guest.login')} next="/responsible-gaming" />
    </section>
  );
}
