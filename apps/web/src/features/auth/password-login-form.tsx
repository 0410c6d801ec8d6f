'use client';

import { ERROR_KEYS } from '@felt/contract/tables';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { callApi, isOk } from '@/lib/api/client';
import { FormProblem } from '@/ui/form/form-problem';
import { lazyResolver } from '@/ui/form/lazy-resolver';
import { PasswordField } from '@/ui/form/password-field';
import { SubmitButton } from '@/ui/form/submit-button';
import { TextField } from '@/ui/form/text-field';
import { useAnswerErrors } from '@/ui/form/use-answer-errors';
import { useMessageText } from '@/ui/form/use-message-text';
import { useSubmitGuard } from '@/ui/form/use-submit-guard';
import type { loginSchema } from './auth-schemas';
import { ConfirmPendingButton } from './confirm-pending-button';
import type { Registered } from './register-details-form';
import { type LoginViewAnswer, useFinishLogin } from './use-finish-login';
import '@/ui/form/forms.css';

const resolver = lazyResolver(
  () => import('./auth-schemas'),
  (schemas) => schemas.loginSchema,
);
type Schema = typeof loginSchema;
type Values = z.input<Schema>;
const FIELDS = ['account_id', 'password'] as const;

type Props = {
  onDone?: (() => void) | undefined;
  /** An account whose phone is not confirmed yet goes on to the code step of registration. */
  onUnverified: (registered: Registered) => void;
};

/** Log in with account id and password (auth/login). */
export function PasswordLoginForm({ onDone, onUnverified }: Props) {
  const t = useTranslations('ui.auth');
  const text = useMessageText();
  const finish = useFinishLogin(onDone);
  const form = useForm<Values, unknown, z.output<Schema>>({
    resolver,
    defaultValues: { account_id: '', password: '' },
  });
  const { errors } = form.formState;
  const answerErrors = useAnswerErrors(form.setError, FIELDS);
  const { pending, guard } = useSubmitGuard();
  // The account and password of an unconfirmed account, kept to confirm it and then log in.
  const [unverified, setUnverified] = useState<z.output<Schema> | null>(null);

  const onSubmit = guard(async (values: z.output<Schema>) => {
    answerErrors.clear();
    setUnverified(null);
    const answer = await callApi<LoginViewAnswer>('/api/auth/login', values, { inline: true });
    if (!isOk(answer)) {
      if (answer.message === ERROR_KEYS.accountNotVerified) setUnverified(values);
      return answerErrors.show(answer);
    }
    await finish(answer);
    return true;
  });

  return (
    <form data-slot="form" noValidate onFocus={resolver.preload} onSubmit={form.handleSubmit(onSubmit)}>
      <FormProblem problem={answerErrors.problem}>
        {unverified && (
          <ConfirmPendingButton
            accountId={unverified.account_id}
            password={unverified.password}
            onSent={onUnverified}
          />
        )}
      </FormProblem>
      <TextField
        label={t('fields.accountId')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={text(errors.account_id?.message)}
        {...form.register('account_id')}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        error={text(errors.password?.message)}
        {...form.register('password')}
      />
      <SubmitButton pending={pending} pendingLabel={t('login.pending')}>
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}
