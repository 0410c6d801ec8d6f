'use client';

import { ERROR_KEYS, TAC_RULES } from '@felt/contract/tables';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isOk } from '@/lib/api/client';
import type { FormProblem as Problem } from '@/ui/form/answer-errors';
import { digitsOnly, withFilter } from '@/ui/form/filters';
import { FormProblem } from '@/ui/form/form-problem';
import { lazyResolver } from '@/ui/form/lazy-resolver';
import { PasswordField } from '@/ui/form/password-field';
import { SubmitButton } from '@/ui/form/submit-button';
import { TextField } from '@/ui/form/text-field';
import { useAnswerErrors } from '@/ui/form/use-answer-errors';
import { useMessageText } from '@/ui/form/use-message-text';
import { useSubmitGuard } from '@/ui/form/use-submit-guard';
import { collectAttribution, referrerFrom } from './attribution';
import type { registerDetailsSchema } from './auth-schemas';
import { ChallengeStatus } from './challenge-status';
import { useChallengedCall } from './use-challenged-call';
import '@/ui/form/forms.css';

const resolver = lazyResolver(
  () => import('./auth-schemas'),
  (schemas) => schemas.registerDetailsSchema,
);
type Schema = typeof registerDetailsSchema;
type Values = z.input<Schema>;
type Output = z.output<Schema>;
const FIELDS = ['account_id', 'password', 'contact_phone', 'contact_email', 'referrer_code'] as const;

/** What the code step needs; the password stays in memory only, to log in once the phone is confirmed. */
export type Registered = { accountId: string; password: string; waitSeconds: number; problem: Problem | null };

/** Registration, first step: the account, then auth/signup and auth/tac/request_new_register. */
export function RegisterDetailsForm({ onRegistered }: { onRegistered: (registered: Registered) => void }) {
  const t = useTranslations('ui.auth');
  const text = useMessageText();
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: { account_id: '', password: '', confirm_password: '', contact_phone: '', contact_email: '' },
  });
  const { errors } = form.formState;
  const answerErrors = useAnswerErrors(form.setError, FIELDS);
  const { pending, guard } = useSubmitGuard();
  const challenged = useChallengedCall();

  // A referral link fills the referrer code; read after hydration, as the cached page has no query.
  useEffect(() => {
    const referrer = referrerFrom(window.location.search);
    if (referrer) form.setValue('referrer_code', referrer);
  }, [form]);

  const onSubmit = guard(async ({ confirm_password: _, ...values }: Output) => {
    answerErrors.clear();
    const body = { ...values, referrer_code: values.referrer_code || undefined, ...collectAttribution() };
    const created = await challenged.call('/api/auth/signup', body);
    if (!isOk(created)) return answerErrors.show(created);
    const sent = await challenged.call('/api/auth/tac/request_new_register', { account_id: values.account_id });
    const wait = isOk(sent) ? TAC_RULES.resendAfterMs / 1000 : (sent.retry_after ?? 0);
    // The account exists now, so the player goes on to the code step even if sending failed; it can resend.
    const problem =
      isOk(sent) || sent.message === ERROR_KEYS.tacTooSoon ? null : { message: sent.message || 'unknownError' };
    onRegistered({ accountId: values.account_id, password: values.password, waitSeconds: wait, problem });
    return true;
  });

  return (
    <form data-slot="form" noValidate onFocus={resolver.preload} onSubmit={form.handleSubmit(onSubmit)}>
      <FormProblem problem={answerErrors.problem} />
      <TextField
        label={t('fields.accountId')}
        hint={t('register.accountIdHint')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={text(errors.account_id?.message)}
        {...form.register('account_id')}
      />
      <PasswordField
        label={t('fields.password')}
        hint={t('register.passwordHint')}
        autoComplete="new-password"
        error={text(errors.password?.message)}
        {...form.register('password')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        error={text(errors.confirm_password?.message)}
        {...form.register('confirm_password')}
      />
      <TextField
        label={t('fields.phone')}
        hint={t('register.phoneHint')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        error={text(errors.contact_phone?.message)}
        {...withFilter(form.register('contact_phone'), digitsOnly)}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={text(errors.contact_email?.message)}
        {...form.register('contact_email')}
      />
      <TextField
        label={t('fields.referrer')}
        autoCapitalize="none"
        spellCheck={false}
        error={text(errors.referrer_code?.message)}
        {...form.register('referrer_code')}
      />
      <SubmitButton
        pending={pending}
        pendingLabel={challenged.solving ? t('form.checkingBrowser') : t('register.pending')}
      >
        {t('register.submit')}
      </SubmitButton>
      <ChallengeStatus solving={challenged.solving} />
    </form>
  );
}
