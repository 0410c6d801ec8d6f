'use client';

import type { LoginView } from '@felt/contract';
import { useRouter as usePlainRouter } from 'next/navigation';
import { useCallback } from 'react';
import type { z } from 'zod';
import { completeLogin } from '@/features/session/session-actions';
import { useRouter } from '@/i18n/navigation';
import { nextPath } from './next-path';

export type LoginViewAnswer = z.infer<typeof LoginView>;

/**
 * After a successful login: the session takes the answer, then the modal closes (onDone) or the page
 * goes to `?next=` (a path as the address bar shows it, locale prefix included) or to the home page.
 */
export function useFinishLogin(onDone?: () => void) {
  const router = useRouter();
  const plainRouter = usePlainRouter();
  return useCallback(
    async (answer: LoginViewAnswer) => {
      await completeLogin(answer);
      if (onDone) return onDone();
      const next = nextPath(window.location.search);
      if (next) plainRouter.replace(next);
      else router.replace('/');
    },
    [onDone, router, plainRouter],
  );
}
