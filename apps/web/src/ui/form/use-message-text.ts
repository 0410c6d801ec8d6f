'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useErrorText } from '@/i18n/error-catalogue';
import { errorTextOf } from '@/lib/error-text';

/**
 * Turns a message from a schema or an answer into the player's language, by the rule of SPEC 8: a key of
 * the validation file, else of the errors file (with the answer's `params` written in); anything else is shown
 * as it came.
 */
export function useMessageText(): (message: string | undefined, params?: unknown) => string | undefined {
  const validation = useTranslations('validation');
  const errorText = useErrorText();
  return useCallback(
    (message, params) => {
      if (message === undefined) return undefined;
      // Keys come from the platform at run time, so they cannot be checked against the message types.
      return errorTextOf(message, (key) => {
        if (validation.has(key as never)) return validation(key as never);
        return errorText(key, params);
      });
    },
    [validation, errorText],
  );
}
