'use client';

import type { getProfile } from '@felt/contract';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { Link } from '@/i18n/navigation';
import { AccountPage } from './account-page';
import { useBcp47 } from './use-bcp47';
import { useLoadedAnswer } from './use-loaded-answer';
import '@/ui/form/forms.css';
import './account.css';

type ProfileAnswer = z.infer<typeof getProfile.response>;

/** The /profile page: what the platform holds about the player (settings/get_profile). */
export function ProfileClient() {
  const t = useTranslations('ui.account');
  const bcp47 = useBcp47();
  const { loaded } = useLoadedAnswer<ProfileAnswer>('/api/settings/get_profile');

  return (
    <AccountPage title={t('pages.profile')}>
      {loaded.status === 'loading' && (
        <p data-slot="form-text" role="status">
          {t('loading')}
        </p>
      )}
      {loaded.status === 'failed' && <p data-slot="form-text">{t('unavailable')}</p>}
      {loaded.status === 'ok' && (
        <dl data-slot="profile-list">
          <div>
            <dt>{t('profile.accountId')}</dt>
            <dd>{loaded.answer.value.account_id}</dd>
          </div>
          <div>
            <dt>{t('profile.fullName')}</dt>
            <dd>{loaded.answer.value.full_name || t('profile.notSet')}</dd>
          </div>
          <div>
            <dt>{t('profile.email')}</dt>
            <dd>{loaded.answer.value.contact_email || t('profile.notSet')}</dd>
          </div>
          <div>
            <dt>{t('profile.phone')}</dt>
            <dd>{loaded.answer.value.contact_phone}</dd>
          </div>
          <div>
            <dt>{t('profile.memberSince')}</dt>
            <dd>
              <time dateTime={loaded.answer.value.created_at}>
                {new Intl.DateTimeFormat(bcp47, { dateStyle: 'long' }).format(new Date(loaded.answer.value.created_at))}
              </time>
            </dd>
          </div>
        </dl>
      )}
      <Link href="/edit-profile" data-slot="form-button" data-variant="primary">
        {t('profile.edit')}
      </Link>
    </AccountPage>
  );
}
