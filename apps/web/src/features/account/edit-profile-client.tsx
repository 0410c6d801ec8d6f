'use client';

import type { getProfile } from '@felt/contract';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { AccountPage } from './account-page';
import { EditProfileForm } from './edit-profile-form';
import { useLoadedAnswer } from './use-loaded-answer';
import '@/ui/form/forms.css';

type ProfileAnswer = z.infer<typeof getProfile.response>;

/** The /edit-profile page: the form starts from what the platform holds, not from this browser's copy. */
export function EditProfileClient() {
  const t = useTranslations('ui.account');
  const { loaded } = useLoadedAnswer<ProfileAnswer>('/api/settings/get_profile');
  return (
    <AccountPage title={t('pages.editProfile')}>
      {loaded.status === 'loading' && (
        <p data-slot="form-text" role="status">
          {t('loading')}
        </p>
      )}
      {loaded.status === 'failed' && <p data-slot="form-text">{t('unavailable')}</p>}
      {loaded.status === 'ok' && (
        <EditProfileForm
          initial={{ full_name: loaded.answer.value.full_name, contact_email: loaded.answer.value.contact_email }}
        />
      )}
    </AccountPage>
  );
}
