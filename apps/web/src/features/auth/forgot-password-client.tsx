'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { GuestOnly } from '@/features/session/guards';
import { Link } from '@/i18n/navigation';
import { FormAlert } from '@/ui/form/form-alert';
import { PagePanel } from '@/ui/form/page-panel';
import { ForgotRequestForm, type ResetRequested } from './forgot-request-form';
import { ResetPasswordForm } from './reset-password-form';
import '@/ui/form/forms.css';

/** The /forgot-password page (guests only, SPEC 6): ask for a code, then choose a new password. */
export function ForgotPasswordClient() {
  const t = useTranslations('ui.auth.forgot');
  const [requested, setRequested] = useState<ResetRequested | null>(null);
  const [done, setDone] = useState(false);

  let body: ReactNode;
  if (done) {
    body = (
      <FormAlert tone="success">
        <p>{t('done')}</p>
        <Link href="/login">{t('toLogin')}</Link>
      </FormAlert>
    );
  } else if (requested) {
    body = <ResetPasswordForm requested={requested} onReset={() => setDone(true)} />;
  } else {
    body = (
      <>
        <ForgotRequestForm onRequested={setRequested} />
        <p data-slot="form-links">
          <Link href="/login">{t('toLogin')}</Link>
        </p>
      </>
    );
  }

  return (
    <GuestOnly>
      <PagePanel title={t('title')} intro={done ? undefined : <p>{requested ? t('stepTwo') : t('stepOne')}</p>}>
        {body}
      </PagePanel>
    </GuestOnly>
  );
}
