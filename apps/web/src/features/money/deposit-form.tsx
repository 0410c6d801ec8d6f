'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { callApi, isOk } from '@/lib/api/client';
import { FormProblem } from '@/ui/form/form-problem';
import { lazyResolver } from '@/ui/form/lazy-resolver';
import { SubmitButton } from '@/ui/form/submit-button';
import { TextField } from '@/ui/form/text-field';
import { useAnswerErrors } from '@/ui/form/use-answer-errors';
import { useSubmitGuard } from '@/ui/form/use-submit-guard';
import { quickAmounts } from './amount';
import { AmountField } from './amount-field';
import { MethodPicker } from './method-picker';
import type { depositSchema } from './money-schemas';
import type { Method, Request, RequestAnswer } from './money-types';
import { useMoney, useMoneyProblem } from './use-money';
import '@/ui/form/forms.css';
import './money.css';

type Schema = ReturnType<typeof depositSchema>;
type Values = z.input<Schema>;
type Output = z.output<Schema>;
const FIELDS = ['method_code', 'amount', 'reference'] as const;
const REFERENCE_MAX = 64;

type Props = { methods: readonly Method[]; onRequested: (request: Request, method: Method) => void };

/** Method, amount and an optional reference; sends payment/deposit once, however often it is pressed. */
export function DepositForm({ methods, onRequested }: Props) {
  const t = useTranslations('ui.money');
  const money = useMoney();
  // The rule follows the method chosen in the values being checked.
  const resolver = useMemo(
    () =>
      lazyResolver(
        () => import('./money-schemas'),
        (schemas, values: Values) => schemas.depositSchema(methods.find((m) => m.method_code === values.method_code)),
      ),
    [methods],
  );
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: { method_code: methods[0]?.method_code ?? '', amount: '', reference: '' },
  });
  const code = useWatch({ control: form.control, name: 'method_code' });
  const amountText = useWatch({ control: form.control, name: 'amount' });
  const method = methods.find((m) => m.method_code === code);
  const { errors, isSubmitted } = form.formState;
  const problemText = useMoneyProblem({ min: method?.min_amount, max: method?.max_amount });
  const answerErrors = useAnswerErrors(form.setError, FIELDS);
  const { pending, guard } = useSubmitGuard();

  const onSubmit = guard(async ({ method_code, amount, reference }: Output) => {
    answerErrors.clear();
    const body = { method_code, amount, ...(reference ? { reference } : {}) };
    const answer = await callApi<RequestAnswer>('/api/payment/deposit', body, { inline: true });
    if (!isOk(answer)) return answerErrors.show(answer);
    const chosen = methods.find((m) => m.method_code === method_code);
    if (chosen) onRequested(answer.value, chosen);
  });

  return (
    <form
      data-slot="form"
      data-variant="money"
      noValidate
      onFocus={resolver.preload}
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <FormProblem problem={answerErrors.problem} />
      <MethodPicker
        legend={t('deposit.methods')}
        methods={methods}
        error={problemText(errors.method_code?.message)}
        registration={form.register('method_code')}
      />
      <AmountField
        registration={form.register('amount')}
        error={problemText(errors.amount?.message)}
        hint={method && t('amount.limits', { min: money(method.min_amount), max: money(method.max_amount) })}
        quick={method ? quickAmounts(method.min_amount, method.max_amount) : []}
        value={amountText}
        onPick={(amount) => form.setValue('amount', String(amount), { shouldValidate: isSubmitted })}
      />
      <TextField
        label={t('deposit.reference')}
        hint={t('deposit.referenceHint')}
        autoComplete="off"
        maxLength={REFERENCE_MAX}
        error={problemText(errors.reference?.message)}
        {...form.register('reference')}
      />
      <SubmitButton pending={pending} pendingLabel={t('sending')}>
        {t('deposit.submit')}
      </SubmitButton>
    </form>
  );
}
