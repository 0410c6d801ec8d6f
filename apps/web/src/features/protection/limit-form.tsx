'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { amountOnlySchema } from '@/features/money/money-schemas';
import { useSessionSettings } from '@/features/session/session-provider';
import { callApi, isOk } from '@/lib/api/client';
import { FormAlert } from '@/ui/form/form-alert';
import { FormProblem } from '@/ui/form/form-problem';
import { lazyResolver } from '@/ui/form/lazy-resolver';
import { SubmitButton } from '@/ui/form/submit-button';
import { TextField } from '@/ui/form/text-field';
import { useAnswerErrors } from '@/ui/form/use-answer-errors';
import { useSubmitGuard } from '@/ui/form/use-submit-guard';
import type { LimitView, Protection } from './protection-store';
import { useDateTimeText, useProtectionText } from './use-protection-format';
import '@/ui/form/forms.css';
import '@/features/account/account.css';

const resolver = lazyResolver(
  () => import('@/features/money/money-schemas'),
  (schemas) => schemas.amountOnlySchema,
);
type Values = z.input<typeof amountOnlySchema>;
type Output = z.output<typeof amountOnlySchema>;
const FIELDS = ['amount'] as const;
const EMPTY: Values = { amount: '' };

type Props = { limit: LimitView; label: string; onSaved: (protection: Protection) => void };

/**
 * Sets, lowers, raises or removes one limit (limits/set_limit). The platform decides when the change applies;
 * the form says what it answered: at once, or from the end of the cooling-off.
 */
export function LimitForm({ limit, label, onSaved }: Props) {
  const t = useTranslations('ui.protection.limits');
  const text = useProtectionText();
  const dateTime = useDateTimeText();
  const { currency } = useSessionSettings();
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues: EMPTY });
  const answerErrors = useAnswerErrors(form.setError, FIELDS);
  const { pending, guard } = useSubmitGuard();
  const [done, setDone] = useState<string | null>(null);
  const { kind, period } = limit;

  const send = async (amount: number | null) => {
    answerErrors.clear();
    setDone(null);
    const answer = await callApi<Protection>('/api/limits/set_limit', { kind, period, amount }, { inline: true });
    if (!isOk(answer)) return answerErrors.show(answer);
    form.reset(EMPTY);
    const after = answer.limits.find((l) => l.kind === kind && l.period === period);
    if (after?.pending_from) setDone(t('appliesFrom', { date: dateTime(after.pending_from) }));
    else setDone(amount === null ? t('removed') : t('appliesNow'));
    onSaved(answer);
  };

  const onSubmit = guard(({ amount }: Output) => send(amount));
  const onRemove = guard(() => send(null));
  // Asking for the limit in force again drops a waiting raise or removal (it applies at once).
  const onKeep = guard(() => send(limit.amount));
  const removalWaiting = limit.pending_from !== null && limit.pending_amount === null;

  return (
    <form data-slot="form" noValidate onFocus={resolver.preload} onSubmit={form.handleSubmit(onSubmit)}>
      <FormProblem problem={answerErrors.problem} />
      <TextField
        label={t('newAmount', { limit: label, currency })}
        inputMode="decimal"
        autoComplete="off"
        error={text(form.formState.errors.amount?.message)}
        {...form.register('amount')}
      />
      <div data-slot="confirm-actions">
        <SubmitButton pending={pending} pendingLabel={t('saving')}>
          {t('set')}
        </SubmitButton>
        {limit.amount !== null && !removalWaiting && (
          <button type="button" data-slot="form-button" data-variant="secondary" disabled={pending} onClick={onRemove}>
            {t('remove')}
          </button>
        )}
        {limit.pending_from !== null && (
          <button type="button" data-slot="form-button" data-variant="secondary" disabled={pending} onClick={onKeep}>
            {t('keep')}
          </button>
        )}
      </div>
      <FormAlert tone="success">{done && <p>{done}</p>}</FormAlert>
    </form>
  );
}
