'use client';

import { openLoginModal } from '@/features/auth/login-modal';
import { Link } from '@/i18n/navigation';
import { useSessionSettings } from './session-provider';
import '@/ui/form/forms.css';

type Props = {
  label: string;
  /** Where /login sends the player back to. */
  next: string;
  variant?: 'primary' | 'secondary';
};

/** A page's "log in" call to action: the template's /login page (coming back to `next`) or its login modal. */
export function LoginButton({ label, next, variant = 'primary' }: Props) {
  const { loginMode } = useSessionSettings();
  if (loginMode === 'page') {
    return (
      <Link href={{ pathname: '/login', query: { next } }} data-slot="form-button" data-variant={variant}>
        {label}
      </Link>
    );
  }
  return (
    <button
      type="button"
      data-slot="form-button"
      data-variant={variant}
      aria-haspopup="dialog"
      onClick={() => openLoginModal(loginMode === 'signin-modal' ? 'signin' : 'login')}
    >
      {label}
    </button>
  );
}
