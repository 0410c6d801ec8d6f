import type { ComponentProps } from 'react';
import { Field } from './field';
import './forms.css';

type Props = Omit<ComponentProps<'input'>, 'id'> & { label: string; error?: string | undefined; hint?: string };

/** A labelled text input; pass react-hook-form's register() result and the input's own attributes. */
export function TextField({ label, error, hint, type = 'text', ...input }: Props) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <input data-slot="input" type={type} {...input} {...control} />}
    </Field>
  );
}
