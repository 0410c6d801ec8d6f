'use client';

import { useTranslations } from 'next-intl';
import { LoginButton } from '@/features/session/login-button';
import '@/ui/form/forms.css';
import './minigame.css';

/** For a guest: the wheel is played with a player's tokens; log in (the template's page or modal) and come back. */
export function MinigameGuest({ path }: { path: '/minigame' | '/spin' }) {
  const t = useTranslations('ui.minigame.guest');
  return (
    <section data-slot="minigame-guest" aria-labelledby="minigame-guest-title">
      <h2 id="minigame-guest-title">{t('title')}</h2>
      <p data-slot="form-text">{t('text')}</p>
      <LoginButton label={t('login')} next={path} />
    </section>
  );
}
