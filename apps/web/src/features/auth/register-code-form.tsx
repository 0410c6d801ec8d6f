'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Link } from '@/i18n/navigation';
import { callApi, isOk } from '@/lib/api/client';
import { CodeField } from '@/ui/form/code-field';
import { FormProblem } from '@/ui/form/form-problem';
import { lazyResolver } from '@/ui/form/lazy-resolver';
import { SubmitButton } from '@/ui/form/submit-button';
import { useAnswerErrors } from '@/ui/form/use-answer-errors';
import { useMessageText } from '@/ui/form/use-message-text';
import { useSubmitGuard } from '@/ui/form/use-submit-guard';
import type { registerCodeSchema } from './auth-schemas';
import type { Registered } from './register-details-form';
import { ResendCode } from './resend-code';
import { type LoginViewAnswer, useFinishLogin } from './use-finish-login';
import '@/ui/form/forms.css';

const resolver = lazyResolver(
  () => import('./auth-schemas'),
  (schemas) => schemas.registerCodeSchema,
);
type Schema = typeof registerCodeSchema;
type Values = z.input<Schema>;
const FIELDS = ['tac'] as const;

/**
 * Registration, second step: the code sent to the phone confirms the account (auth/tac/verify), then the
 * player is logged in with the password typed a moment ago.
 */
export function RegisterCodeForm({
  registered,
  onDone,
}: {
  registered: Registered;
  onDone?: (() => void) | undefined;
}) {
  const t = useTranslations('ui.auth');
  const text = useMessageText();
  const finish = useFinishLogin(onDone);
  const { accountId, password } = registered;
  const form = useForm<Values, unknown, z.output<Schema>>({
    resolver,
    defaultValues: { tac: '' },
  });
  const answerErrors = useAnswerErrors(form.setError, FIELDS);
  // The step replaced the form the player was in: take them straight to the code.
  useEffect(() => form.setFocus('tac'), [form]);
  const { pending, guard } = useSubmitGuard();
  // Once the code is accepted it is spent: a second try only logs in again.
  const [verified, setVerified] = useState(false);

  const onSubmit = guard(async ({ tac }: z.output<Schema>) => {
    answerErrors.clear();
    if (!verified) {
      const answer = await callApi('/api/auth/tac/verify', { account_id: accountId, tac }, { inline: true });
      if (!isOk(answer)) return answerErrors.show(answer);
      setVerified(true);
    }
    const answer = await callApi<LoginViewAnswer>(
      '/api/auth/login',
      { account_id: accountId, password },
      { inline: true },
    );
    if (!isOk(answer)) return answerErrors.show(answer);
    await finish(answer);
    return true;
  });

  const problem = answerErrors.problem ?? registered.problem;
  return (
    <div data-slot="form-step">
      <form data-slot="form" noValidate onFocus={resolver.preload} onSubmit={form.handleSubmit(onSubmit)}>
        <p data-slot="form-text">{t('register.codeIntro', { account: accountId })}</p>
        <FormProblem problem={problem}>
          {verified && <Link href="/login">{t('register.loginInstead')}</Link>}
        </FormProblem>
        <CodeField
          label={t('fields.code')}
          hint={t('code.hint')}
          error={text(form.formState.errors.tac?.message)}
          registration={form.register('tac')}
        />
        <SubmitButton pending={pending} pendingLabel={t('register.confirming')}>
          {t('register.confirm')}
        </SubmitButton>
      </form>
      <ResendCode
        accountId={accountId}
        purpose="register"
        waitSeconds={registered.waitSeconds}
        path="/api/auth/tac/request_new_register"
        body={{ account_id: accountId }}
      />
    </div>
  );
}
