'use client';

import { useTranslations } from 'next-intl';
import { openLoginModal } from '@/features/auth/login-modal';
import { useSessionSettings } from '@/features/session/session-provider';
import { Link } from '@/i18n/navigation';

/** The header's log-in entry: a link to /login, or the template's login (sign-in) modal (SPEC 2.6). */
export function LoginEntry() {
  const t = useTranslations('ui.session');
  const { loginMode } = useSessionSettings();
  if (loginMode === 'page') {
    return (
      <Link href="/login" data-slot="button" data-variant="ghost">
        {t('login')}
      </Link>
    );
  }
  const kind = loginMode === 'signin-modal' ? 'signin' : 'login';
  return (
    <button
      type="button"
      data-slot="button"
      data-variant="ghost"
      aria-haspopup="dialog"
      onClick={() => openLoginModal(kind)}
    >
      {t(kind)}
    </button>
  );
}
