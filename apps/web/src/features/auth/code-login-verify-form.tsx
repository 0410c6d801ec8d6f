'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { callApi, isOk } from '@/lib/api/client';
import { CodeField } from '@/ui/form/code-field';
import { FormProblem } from '@/ui/form/form-problem';
import { lazyResolver } from '@/ui/form/lazy-resolver';
import { SubmitButton } from '@/ui/form/submit-button';
import { useAnswerErrors } from '@/ui/form/use-answer-errors';
import { useMessageText } from '@/ui/form/use-message-text';
import { useSubmitGuard } from '@/ui/form/use-submit-guard';
import type { codeLoginVerifySchema } from './auth-schemas';
import { ResendCode } from './resend-code';
import { type LoginViewAnswer, useFinishLogin } from './use-finish-login';
import '@/ui/form/forms.css';

const resolver = lazyResolver(
  () => import('./auth-schemas'),
  (schemas) => schemas.codeLoginVerifySchema,
);
type Schema = typeof codeLoginVerifySchema;
type Values = z.input<Schema>;
const FIELDS = ['tac'] as const;

type Props = {
  accountId: string;
  waitSeconds: number;
  onDone?: (() => void) | undefined;
  onRestart: () => void;
};

/** Second step of code login: the code that was sent, then auth/login_tac. */
export function CodeLoginVerifyForm({ accountId, waitSeconds, onDone, onRestart }: Props) {
  const t = useTranslations('ui.auth');
  const text = useMessageText();
  const finish = useFinishLogin(onDone);
  const form = useForm<Values, unknown, z.output<Schema>>({
    resolver,
    defaultValues: { tac: '' },
  });
  const answerErrors = useAnswerErrors(form.setError, FIELDS);
  // The step replaced the form the player was in: take them straight to the code.
  useEffect(() => form.setFocus('tac'), [form]);
  const { pending, guard } = useSubmitGuard();

  const onSubmit = guard(async ({ tac }: z.output<Schema>) => {
    answerErrors.clear();
    const answer = await callApi<LoginViewAnswer>(
      '/api/auth/login_tac',
      { account_id: accountId, tac },
      { inline: true },
    );
    if (!isOk(answer)) return answerErrors.show(answer);
    await finish(answer);
    return true;
  });

  return (
    <div data-slot="form-step">
      <form data-slot="form" noValidate onFocus={resolver.preload} onSubmit={form.handleSubmit(onSubmit)}>
        <p data-slot="form-text">{t('code.sentTo', { account: accountId })}</p>
        <FormProblem problem={answerErrors.problem} />
        <CodeField
          label={t('fields.code')}
          hint={t('code.hint')}
          error={text(form.formState.errors.tac?.message)}
          registration={form.register('tac')}
        />
        <SubmitButton pending={pending} pendingLabel={t('login.pending')}>
          {t('login.submit')}
        </SubmitButton>
      </form>
      <ResendCode
        accountId={accountId}
        purpose="login"
        waitSeconds={waitSeconds}
        path="/api/auth/tac/request_login"
        body={{ account_id: accountId }}
      />
      <button type="button" data-slot="form-link" onClick={onRestart}>
        {t('code.otherAccount')}
      </button>
    </div>
  );
}
