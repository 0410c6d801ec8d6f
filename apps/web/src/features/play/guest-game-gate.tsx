'use client';

import { useTranslations } from 'next-intl';
import { openLoginModal } from '@/features/auth/login-modal';
import { useSessionSettings } from '@/features/session/session-provider';
import { Link } from '@/i18n/navigation';
import { nameFromCode } from './launch-device';
import '@/ui/form/forms.css';
import './play.css';

/**
 * What a guest who taps a game gets instead of a bare login page: the game named, and log in or sign up, each
 * bringing the player back to this game. The login opens in the template's modal where it has one.
 */
export function GuestGameGate({ provider, game }: { provider: string; game: string }) {
  const t = useTranslations('ui.games.play.guest');
  const { loginMode } = useSessionSettings();
  const here = `/playnow?${new URLSearchParams({ provider, game })}`;
  const back = new URLSearchParams({ next: here }).toString();
  return (
    <section data-slot="guest-gate" aria-labelledby="guest-gate-title">
      <p data-slot="guest-gate-kicker">{provider}</p>
      <h1 id="guest-gate-title" data-slot="play-title" data-face="display">
        {t('title', { game: nameFromCode(game) })}
      </h1>
      <p data-slot="guest-gate-text">{t('text')}</p>
      <div data-slot="guest-gate-actions">
        {loginMode === 'page' ? (
          <Link href={`/login?${back}`} data-slot="form-button">
            {t('login')}
          </Link>
        ) : (
          <button
            type="button"
            data-slot="form-button"
            onClick={() => openLoginModal(loginMode === 'signin-modal' ? 'signin' : 'login')}
          >
            {t('login')}
          </button>
        )}
        <Link href={`/register?${back}`} data-slot="form-button" data-variant="secondary">
          {t('register')}
        </Link>
      </div>
    </section>
  );
}
