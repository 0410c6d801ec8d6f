'use client';

import { useTranslations } from 'next-intl';
import '@/ui/form/forms.css';

/** Says, to the eye and to screen readers, that the browser is working on the proof of work before a call. */
export function ChallengeStatus({ solving }: { solving: boolean }) {
  const t = useTranslations('ui.auth.form');
  return (
    <p data-slot="field-hint" role="status">
      {solving ? t('checkingBrowser') : ''}
    </p>
  );
}
