'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import '@/ui/form/forms.css';
import '@/features/promotions/promotions.css';

/** The referral link in a read-only field, with a copy button whose outcome is read out. */
export function CopyLink({ url }: { url: string }) {
  const t = useTranslations('ui.referral');
  const id = useId();
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('done');
    } catch {
      // No clipboard (permissions, an insecure page): the field can still be selected and copied by hand.
      setCopied('failed');
    }
  }

  return (
    <div data-slot="referral-link">
      <label htmlFor={id} data-slot="field-label">
        {t('linkLabel')}
      </label>
      <div data-slot="referral-link-row">
        <input id={id} data-slot="input" type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" data-slot="form-button" onClick={() => void copy()}>
          {t('copy')}
        </button>
      </div>
      <p role="status" data-slot="referral-copied" data-tone={copied === 'failed' ? 'error' : 'ok'}>
        {copied === 'done' ? t('copied') : copied === 'failed' ? t('copyFailed') : ''}
      </p>
    </div>
  );
}
