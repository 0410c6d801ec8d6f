'use client';

import { ERROR_KEYS, TAC_RULES } from '@felt/contract/tables';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isOk } from '@/lib/api/client';
import { digitsOnly, withFilter } from '@/ui/form/filters';
import { FormProblem } from '@/ui/form/form-problem';
import { lazyResolver } from '@/ui/form/lazy-resolver';
import { SubmitButton } from '@/ui/form/submit-button';
import { TextField } from '@/ui/form/text-field';
import { useAnswerErrors } from '@/ui/form/use-answer-errors';
import { useMessageText } from '@/ui/form/use-message-text';
import { useSubmitGuard } from '@/ui/form/use-submit-guard';
import type { forgotRequestSchema } from './auth-schemas';
import { ChallengeStatus } from './challenge-status';
import { useChallengedCall } from './use-challenged-call';
import '@/ui/form/forms.css';

const resolver = lazyResolver(
  () => import('./auth-schemas'),
  (schemas) => schemas.forgotRequestSchema,
);
type Schema = typeof forgotRequestSchema;
type Values = z.input<Schema>;
type Output = z.output<Schema>;
const FIELDS = ['account_id', 'contact_phone'] as const;

export type ResetRequested = { account_id: string; contact_phone: string; waitSeconds: number };

/** Forgotten password, first step: account and phone, then auth/forgot_password sends a reset code. */
export function ForgotRequestForm({ onRequested }: { onRequested: (requested: ResetRequested) => void }) {
  const t = useTranslations('ui.auth');
  const text = useMessageText();
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: { account_id: '', contact_phone: '' },
  });
  const { errors } = form.formState;
  const answerErrors = useAnswerErrors(form.setError, FIELDS);
  const { pending, guard } = useSubmitGuard();
  const challenged = useChallengedCall();

  const onSubmit = guard(async (values: Output) => {
    answerErrors.clear();
    const answer = await challenged.call('/api/auth/forgot_password', values);
    // The answer is the same whether or not the account exists, so nobody learns which accounts do.
    if (isOk(answer)) return onRequested({ ...values, waitSeconds: TAC_RULES.resendAfterMs / 1000 });
    if (answer.message === ERROR_KEYS.tacTooSoon)
      return onRequested({ ...values, waitSeconds: answer.retry_after ?? 0 });
    answerErrors.show(answer);
  });

  return (
    <form data-slot="form" noValidate onFocus={resolver.preload} onSubmit={form.handleSubmit(onSubmit)}>
      <FormProblem problem={answerErrors.problem} />
      <TextField
        label={t('fields.accountId')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={text(errors.account_id?.message)}
        {...form.register('account_id')}
      />
      <TextField
        label={t('fields.phone')}
        hint={t('forgot.phoneHint')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        error={text(errors.contact_phone?.message)}
        {...withFilter(form.register('contact_phone'), digitsOnly)}
      />
      <SubmitButton pending={pending} pendingLabel={challenged.solving ? t('form.checkingBrowser') : t('code.sending')}>
        {t('code.send')}
      </SubmitButton>
      <ChallengeStatus solving={challenged.solving} />
    </form>
  );
}
