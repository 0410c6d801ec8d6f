'use client';

// The stylesheets of what this renders, first and in cascade order (docs/decisions/0038).
import '@/ui/form/forms.css';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { closeModal } from '@/ui/modal-stack';
import { CodeLoginForm } from './code-login-form';
import { PasswordLoginForm } from './password-login-form';
import { RegisterCodeForm } from './register-code-form';
import type { Registered } from './register-details-form';
import '@/ui/form/forms.css';

/**
 * Logging in, on the /login page and in the login modal of the modal templates: with a password, or
 * with a one-time code. On success the session is complete; then `onDone` (the modal closes itself), or
 * the page goes to `?next=` or home.
 */
export function LoginForm({ onDone }: { onDone?: () => void }) {
  const t = useTranslations('ui.auth.login');
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [unverified, setUnverified] = useState<Registered | null>(null);
  // Links leave the modal, if the form is in one; on the /login page there is none to close.
  const leave = () => closeModal();

  if (unverified) return <RegisterCodeForm registered={unverified} onDone={onDone} />;

  return (
    <div data-slot="login-form">
      {mode === 'password' ? (
        <PasswordLoginForm onDone={onDone} onUnverified={setUnverified} />
      ) : (
        <CodeLoginForm onDone={onDone} />
      )}
      <button
        type="button"
        data-slot="form-button"
        data-variant="secondary"
        onClick={() => setMode(mode === 'password' ? 'code' : 'password')}
      >
        {mode === 'password' ? t('withCode') : t('withPassword')}
      </button>
      <nav data-slot="form-links" aria-label={t('more')}>
        <Link href="/forgot-password" onClick={leave}>
          {t('forgot')}
        </Link>
        <Link href="/register" onClick={leave}>
          {t('register')}
        </Link>
      </nav>
    </div>
  );
}
