'use client';

import { useTranslations } from 'next-intl';
import { openLoginModal } from '@/features/session/login-modal';
import { useSessionSettings } from '@/features/session/session-provider';
import { Link } from '@/i18n/navigation';

/** For a guest: the tools need an account; log in here (the template's login page or modal) and come back. */
export function GuestPrompt() {
  const t = useTranslations('ui.protection');
  const { loginMode } = useSessionSettings();
  const kind = loginMode === 'signin-modal' ? 'signin' : 'login';
  return (
    <section data-slot="protection-guest" aria-labelledby="protection-guest-title">
      <h2 id="protection-guest-title" data-slot="account-section-title">
        {t('guest.title')}
      </h2>
      <p data-slot="form-text">{t('guest.text')}</p>
      {loginMode === 'page' ? (
        <Link
          href={{ pathname: '/login', query: { next: '/responsible-gaming' } }}
          data-slot="form-button"
          data-variant="primary"
        >
          {t('guest.login')}
        </Link>
      ) : (
        <button
          type="button"
          data-slot="form-button"
          data-variant="primary"
          aria-haspopup="dialog"
          onClick={() => openLoginModal(kind)}
        >
          {t('guest.login')}
        </button>
      )}
    </section>
  );
}
