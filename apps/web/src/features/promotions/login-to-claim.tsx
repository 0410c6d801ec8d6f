'use client';

import { useTranslations } from 'next-intl';
import { LoginButton } from '@/features/session/login-button';

/** A guest's way to a claim: the login page (coming back here), or the template's login modal (SPEC 2.6). */
export function LoginToClaim({ back }: { back: string }) {
  const t = useTranslations('ui.promotions');
  return <LoginButton label={t('loginToClaim')} next={back} variant="secondary" />;
}
