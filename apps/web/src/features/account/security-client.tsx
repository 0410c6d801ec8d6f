'use client';

import type { listSessions } from '@felt/contract';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { AccountPage } from './account-page';
import { ChangePasswordForm } from './change-password-form';
import { LogoutOthers } from './logout-others';
import { SessionList } from './session-list';
import { useLoadedAnswer } from './use-loaded-answer';
import '@/ui/form/forms.css';
import './account.css';
import '@/features/protection/protection.css';

type SessionsAnswer = z.infer<typeof listSessions.response>;

/** The /security page: where the player is logged in, "log out everywhere else", and the password. */
export function SecurityClient() {
  const t = useTranslations('ui.account');
  const { loaded, reload } = useLoadedAnswer<SessionsAnswer>('/api/auth/sessions');
  const sessions = loaded.status === 'ok' ? loaded.answer.value : [];

  return (
    <AccountPage title={t('pages.security')} width="wide">
      <section data-slot="account-section" aria-labelledby="security-sessions-title">
        <h2 id="security-sessions-title" data-slot="account-section-title" data-face="display">
          {t('security.sessionsTitle')}
        </h2>
        {loaded.status === 'loading' && (
          <p data-slot="form-text" role="status">
            {t('loading')}
          </p>
        )}
        {loaded.status === 'failed' && <p data-slot="form-text">{t('unavailable')}</p>}
        {loaded.status === 'ok' && (
          <>
            <SessionList sessions={sessions} />
            <LogoutOthers otherSessions={sessions.filter((session) => !session.current).length} onEnded={reload} />
          </>
        )}
      </section>
      <section data-slot="account-section" aria-labelledby="security-password-title">
        <h2 id="security-password-title" data-slot="account-section-title" data-face="display">
          {t('pages.changePassword')}
        </h2>
        <ChangePasswordForm onChanged={reload} />
      </section>
    </AccountPage>
  );
}
