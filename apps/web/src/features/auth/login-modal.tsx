'use client';

import { lazy, Suspense } from 'react';
import { type LoginModalKind, sessionText } from '@/features/session/session-bridge';
import { closeModal, openModal } from '@/ui/modal-stack';

// The login form imports zod and react-hook-form; loaded only when the modal opens, so pages that merely
// offer a login button stay light.
const LoginForm = lazy(() => import('./login-form').then((m) => ({ default: m.LoginForm })));

export const LOGIN_MODAL_ID = 'login';

/** Opens the login modal (template10 calls it the sign-in modal) through the one modal stack. */
export function openLoginModal(kind: LoginModalKind = 'login'): void {
  openModal({
    id: LOGIN_MODAL_ID,
    title: sessionText(kind === 'signin' ? 'ui.session.signinModalTitle' : 'ui.session.loginModalTitle'),
    content: (
      <Suspense fallback={<p data-slot="modal-loading">{sessionText('ui.session.loading')}</p>}>
        <LoginForm onDone={() => closeModal(LOGIN_MODAL_ID)} />
      </Suspense>
    ),
  });
}
