'use client';

import type { logoutOthers } from '@felt/contract';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { callApi, isOk } from '@/lib/api/client';
import { FormAlert } from '@/ui/form/form-alert';
import { useSubmitGuard } from '@/ui/form/use-submit-guard';
import '@/ui/form/forms.css';
import './account.css';

type Answer = z.infer<typeof logoutOthers.response>;
type Props = { otherSessions: number; onEnded: () => void };

/** "Log out everywhere else" (auth/logout_others), asked once more before it ends the other sessions. */
export function LogoutOthers({ otherSessions, onEnded }: Props) {
  const t = useTranslations('ui.account.security');
  const [confirming, setConfirming] = useState(false);
  const [ended, setEnded] = useState<number | null>(null);
  const { pending, guard } = useSubmitGuard();
  const confirmRef = useRef<HTMLButtonElement>(null);

  // The question replaces the button the player pressed: put focus on the answer.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const confirm = guard(async () => {
    const answer = await callApi<Answer>('/api/auth/logout_others', {});
    setConfirming(false);
    if (!isOk(answer)) return;
    setEnded(answer.ended);
    onEnded();
  });

  return (
    <div data-slot="logout-others">
      {confirming ? (
        <fieldset data-slot="confirm">
          <legend>{t('confirmQuestion')}</legend>
          <div data-slot="confirm-actions">
            <button
              ref={confirmRef}
              type="button"
              data-slot="form-button"
              data-variant="primary"
              disabled={pending}
              aria-busy={pending}
              onClick={confirm}
            >
              {t('confirmYes')}
            </button>
            <button type="button" data-slot="form-button" data-variant="secondary" onClick={() => setConfirming(false)}>
              {t('confirmNo')}
            </button>
          </div>
        </fieldset>
      ) : (
        <>
          {otherSessions === 0 && <p data-slot="form-text">{t('onlyThisDevice')}</p>}
          <button
            type="button"
            data-slot="form-button"
            data-variant="secondary"
            disabled={otherSessions === 0}
            onClick={() => {
              setEnded(null);
              setConfirming(true);
            }}
          >
            {t('logoutOthers')}
          </button>
        </>
      )}
      <FormAlert tone="success">{ended !== null && <p>{t('ended', { count: ended })}</p>}</FormAlert>
    </div>
  );
}
