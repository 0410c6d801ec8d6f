'use client';

import type { OutboxItem } from '@felt/contract';
import type { TacPurpose } from '@felt/contract/tables';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { callApi, isOk } from '@/lib/api/client';
import { FormAlert } from '@/ui/form/form-alert';
import '@/ui/form/forms.css';

type Props = {
  accountId: string;
  purpose: TacPurpose;
  /** Changes each time a new code is sent, so the newest one is shown. */
  nonce: number;
};

/**
 * In demo mode the platform keeps the codes it would have sent (DESIGN.md 2); show the newest, clearly
 * labelled. Anywhere else the outbox answers 404 and nothing is shown, quietly (no error dialog).
 */
export function DemoCodeNotice({ accountId, purpose, nonce }: Props) {
  const t = useTranslations('ui.auth.code');
  const [found, setFound] = useState<{ nonce: number; code: string } | null>(null);

  useEffect(() => {
    let live = true;
    void callApi<{ statusCode: 1; value: z.infer<typeof OutboxItem>[] }>(
      '/api/dev/outbox',
      { account_id: accountId },
      { inline: true },
    ).then((answer) => {
      const code = isOk(answer) ? answer.value.find((item) => item.purpose === purpose)?.tac : undefined;
      if (live && code) setFound({ nonce, code });
    });
    return () => {
      live = false;
    };
  }, [accountId, purpose, nonce]);

  if (!found) return null;
  return (
    <FormAlert tone="info">
      <p data-slot="demo-code">{t('demoCode', { code: found.code })}</p>
    </FormAlert>
  );
}
