'use client';

import { useTranslations } from 'next-intl';
import { type ComponentProps, useState } from 'react';
import { Field } from './field';
import './forms.css';

type Props = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a show/hide switch, so a player on a phone can check what they typed. */
export function PasswordField({ label, error, hint, ...input }: Props) {
  const t = useTranslations('ui.auth.form');
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <div data-slot="password-input">
          <input
            data-slot="input"
            type={shown ? 'text' : 'password'}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...input}
            {...control}
          />
          <button
            type="button"
            data-slot="password-toggle"
            aria-controls={control.id}
            aria-pressed={shown}
            aria-label={t('showPassword')}
            onClick={() => setShown((value) => !value)}
          >
            {t('show')}
          </button>
        </div>
      )}
    </Field>
  );
}
