'use client';

import { ERROR_KEYS, TAC_RULES } from '@felt/contract/tables';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isOk } from '@/lib/api/client';
import { FormProblem } from '@/ui/form/form-problem';
import { lazyResolver } from '@/ui/form/lazy-resolver';
import { SubmitButton } from '@/ui/form/submit-button';
import { TextField } from '@/ui/form/text-field';
import { useAnswerErrors } from '@/ui/form/use-answer-errors';
import { useMessageText } from '@/ui/form/use-message-text';
import { useSubmitGuard } from '@/ui/form/use-submit-guard';
import type { codeLoginRequestSchema } from './auth-schemas';
import { ChallengeStatus } from './challenge-status';
import { useChallengedCall } from './use-challenged-call';
import '@/ui/form/forms.css';

const resolver = lazyResolver(
  () => import('./auth-schemas'),
  (schemas) => schemas.codeLoginRequestSchema,
);
type Schema = typeof codeLoginRequestSchema;
type Values = z.input<Schema>;
const FIELDS = ['account_id'] as const;

type Props = { onSent: (sent: { accountId: string; waitSeconds: number }) => void };

/** First step of code login: the account id, then auth/tac/request_login sends the code. */
export function CodeLoginRequestForm({ onSent }: Props) {
  const t = useTranslations('ui.auth');
  const text = useMessageText();
  const form = useForm<Values, unknown, z.output<Schema>>({
    resolver,
    defaultValues: { account_id: '' },
  });
  const answerErrors = useAnswerErrors(form.setError, FIELDS);
  const { pending, guard } = useSubmitGuard();
  const challenged = useChallengedCall();

  const onSubmit = guard(async ({ account_id }: z.output<Schema>) => {
    answerErrors.clear();
    const answer = await challenged.call('/api/auth/tac/request_login', { account_id });
    if (isOk(answer)) return onSent({ accountId: account_id, waitSeconds: TAC_RULES.resendAfterMs / 1000 });
    // A code sent less than a minute ago is still good: go and type it in.
    if (answer.message === ERROR_KEYS.tacTooSoon) {
      return onSent({ accountId: account_id, waitSeconds: answer.retry_after ?? 0 });
    }
    answerErrors.show(answer);
  });

  return (
    <form data-slot="form" noValidate onFocus={resolver.preload} onSubmit={form.handleSubmit(onSubmit)}>
      <p data-slot="form-text">{t('codeLogin.intro')}</p>
      <FormProblem problem={answerErrors.problem} />
      <TextField
        label={t('fields.accountId')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={text(form.formState.errors.account_id?.message)}
        {...form.register('account_id')}
      />
      <SubmitButton pending={pending} pendingLabel={challenged.solving ? t('form.checkingBrowser') : t('code.sending')}>
        {t('code.send')}
      </SubmitButton>
      <ChallengeStatus solving={challenged.solving} />
    </form>
  );
}
