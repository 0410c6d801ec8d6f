import { TAC_RULES } from '@felt/contract/tables';
import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './field';
import { digitsOnly, withFilter } from './filters';
import './forms.css';

type Props = Omit<ComponentProps<'input'>, 'id' | keyof UseFormRegisterReturn> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  registration: UseFormRegisterReturn;
};

/** The one-time code: digits only as typed, the phone's numeric keypad, and the SMS autofill hint. */
export function CodeField({ label, error, hint, registration, ...input }: Props) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <input
          data-slot="input"
          data-variant="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={TAC_RULES.digits}
          {...input}
          {...withFilter(registration, digitsOnly)}
          {...control}
        />
      )}
    </Field>
  );
}
