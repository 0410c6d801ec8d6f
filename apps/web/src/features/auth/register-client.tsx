'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { GuestOnly } from '@/features/session/guards';
import { Link } from '@/i18n/navigation';
import { PagePanel } from '@/ui/form/page-panel';
import { RegisterCodeForm } from './register-code-form';
import { RegisterDetailsForm, type Registered } from './register-details-form';
import '@/ui/form/forms.css';

/** The /register page: account details, then the code sent to the phone; guests only. */
export function RegisterClient() {
  const t = useTranslations('ui.auth.register');
  const [registered, setRegistered] = useState<Registered | null>(null);
  return (
    <GuestOnly>
      <PagePanel
        title={registered ? t('codeTitle') : t('title')}
        intro={<p>{registered ? t('stepTwo') : t('stepOne')}</p>}
      >
        {registered ? (
          <RegisterCodeForm registered={registered} />
        ) : (
          <>
            <RegisterDetailsForm onRegistered={setRegistered} />
            <p data-slot="form-links">
              {t('haveAccount')} <Link href="/login">{t('login')}</Link>
            </p>
          </>
        )}
      </PagePanel>
    </GuestOnly>
  );
}
