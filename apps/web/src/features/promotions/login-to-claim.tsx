'use client';

import { useTranslations } from 'next-intl';
import { openLoginModal } from '@/features/session/login-modal';
import { useSessionSettings } from '@/features/session/session-provider';
import { Link } from '@/i18n/navigation';

/** A guest's way to a claim: the login page (coming back here), or the template's login modal (SPEC 2.6). */
export function LoginToClaim({ back }: { back: string }) {
  const t = useTranslations('ui.promotions');
  const { loginMode } = useSessionSettings();
  if (loginMode === 'page') {
    return (
      <Link href={`/login?${new URLSearchParams({ next: back })}`} data-slot="form-button" data-variant="secondary">
        {t('loginToClaim')}
      </Link>
    );
  }
  return (
    <button
      type="button"
      data-slot="form-button"
      data-variant="secondary"
      aria-haspopup="dialog"
      onClick={() => openLoginModal(loginMode === 'signin-modal' ? 'signin' : 'login')}
    >
      {t('loginToClaim')}
    </button>
  );
}
