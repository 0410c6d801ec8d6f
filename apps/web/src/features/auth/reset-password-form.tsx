'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { callApi, isOk } from '@/lib/api/client';
import { CodeField } from '@/ui/form/code-field';
import { FormProblem } from '@/ui/form/form-problem';
import { lazyResolver } from '@/ui/form/lazy-resolver';
import { PasswordField } from '@/ui/form/password-field';
import { SubmitButton } from '@/ui/form/submit-button';
import { useAnswerErrors } from '@/ui/form/use-answer-errors';
import { useMessageText } from '@/ui/form/use-message-text';
import { useSubmitGuard } from '@/ui/form/use-submit-guard';
import type { resetPasswordSchema } from './auth-schemas';
import type { ResetRequested } from './forgot-request-form';
import { ResendCode } from './resend-code';
import '@/ui/form/forms.css';

const resolver = lazyResolver(
  () => import('./auth-schemas'),
  (schemas) => schemas.resetPasswordSchema,
);
type Schema = typeof resetPasswordSchema;
type Values = z.input<Schema>;
type Output = z.output<Schema>;
const FIELDS = ['tac', 'new_password'] as const;

type Props = { requested: ResetRequested; onReset: () => void };

/** Forgotten password, second step: the code and a new password (auth/reset_password). */
export function ResetPasswordForm({ requested, onReset }: Props) {
  const t = useTranslations('ui.auth');
  const text = useMessageText();
  const { account_id, contact_phone } = requested;
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: { tac: '', new_password: '', confirm_password: '' },
  });
  const { errors } = form.formState;
  const answerErrors = useAnswerErrors(form.setError, FIELDS);
  const { pending, guard } = useSubmitGuard();
  useEffect(() => form.setFocus('tac'), [form]);

  const onSubmit = guard(async ({ tac, new_password }: Output) => {
    answerErrors.clear();
    const answer = await callApi('/api/auth/reset_password', { account_id, tac, new_password }, { inline: true });
    if (!isOk(answer)) return answerErrors.show(answer);
    onReset();
    return true;
  });

  return (
    <div data-slot="form-step">
      <form data-slot="form" noValidate onFocus={resolver.preload} onSubmit={form.handleSubmit(onSubmit)}>
        <p data-slot="form-text">{t('forgot.codeIntro')}</p>
        <FormProblem problem={answerErrors.problem} />
        <CodeField
          label={t('fields.code')}
          hint={t('code.hint')}
          error={text(errors.tac?.message)}
          registration={form.register('tac')}
        />
        <PasswordField
          label={t('fields.newPassword')}
          hint={t('register.passwordHint')}
          autoComplete="new-password"
          error={text(errors.new_password?.message)}
          {...form.register('new_password')}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          error={text(errors.confirm_password?.message)}
          {...form.register('confirm_password')}
        />
        <SubmitButton pending={pending} pendingLabel={t('forgot.saving')}>
          {t('forgot.save')}
        </SubmitButton>
      </form>
      <ResendCode
        accountId={account_id}
        purpose="reset"
        waitSeconds={requested.waitSeconds}
        path="/api/auth/forgot_password"
        body={{ account_id, contact_phone }}
      />
    </div>
  );
}
