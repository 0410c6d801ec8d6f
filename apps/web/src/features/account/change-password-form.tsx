'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { callApi, isOk } from '@/lib/api/client';
import { FormAlert } from '@/ui/form/form-alert';
import { FormProblem } from '@/ui/form/form-problem';
import { lazyResolver } from '@/ui/form/lazy-resolver';
import { PasswordField } from '@/ui/form/password-field';
import { SubmitButton } from '@/ui/form/submit-button';
import { useAnswerErrors } from '@/ui/form/use-answer-errors';
import { useMessageText } from '@/ui/form/use-message-text';
import { useSubmitGuard } from '@/ui/form/use-submit-guard';
import type { changePasswordSchema } from './account-schemas';
import '@/ui/form/forms.css';

const resolver = lazyResolver(
  () => import('./account-schemas'),
  (schemas) => schemas.changePasswordSchema,
);
type Schema = typeof changePasswordSchema;
type Values = z.input<Schema>;
type Output = z.output<Schema>;
const FIELDS = ['password', 'new_password'] as const;
const EMPTY: Values = { password: '', new_password: '', confirm_password: '' };

/** Changing the password (auth/update_password); the platform ends every other session of the player. */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const t = useTranslations('ui.account');
  const tAuth = useTranslations('ui.auth');
  const text = useMessageText();
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues: EMPTY });
  const { errors } = form.formState;
  const answerErrors = useAnswerErrors(form.setError, FIELDS);
  const { pending, guard } = useSubmitGuard();
  const [changed, setChanged] = useState(false);

  const onSubmit = guard(async ({ password, new_password }: Output) => {
    answerErrors.clear();
    setChanged(false);
    const answer = await callApi('/api/auth/update_password', { password, new_password }, { inline: true });
    if (!isOk(answer)) return answerErrors.show(answer);
    form.reset(EMPTY);
    setChanged(true);
    onChanged?.();
  });

  return (
    <form data-slot="form" noValidate onFocus={resolver.preload} onSubmit={form.handleSubmit(onSubmit)}>
      <FormProblem problem={answerErrors.problem} />
      <PasswordField
        label={tAuth('fields.currentPassword')}
        autoComplete="current-password"
        error={text(errors.password?.message)}
        {...form.register('password')}
      />
      <PasswordField
        label={tAuth('fields.newPassword')}
        hint={tAuth('register.passwordHint')}
        autoComplete="new-password"
        error={text(errors.new_password?.message)}
        {...form.register('new_password')}
      />
      <PasswordField
        label={tAuth('fields.confirmPassword')}
        autoComplete="new-password"
        error={text(errors.confirm_password?.message)}
        {...form.register('confirm_password')}
      />
      <FormAlert tone="success">{changed && <p>{t('changePassword.done')}</p>}</FormAlert>
      <SubmitButton pending={pending} pendingLabel={t('saving')}>
        {t('changePassword.submit')}
      </SubmitButton>
    </form>
  );
}
