'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { refreshBalance } from '@/features/session/session-actions';
import { callApi, isOk } from '@/lib/api/client';
import type { Forfeit } from '@/lib/bonus/forfeit';
import { FormAlert } from '@/ui/form/form-alert';
import { FormProblem } from '@/ui/form/form-problem';
import { lazyResolver } from '@/ui/form/lazy-resolver';
import { SubmitButton } from '@/ui/form/submit-button';
import { useAnswerErrors } from '@/ui/form/use-answer-errors';
import { useSubmitGuard } from '@/ui/form/use-submit-guard';
import { quickAmounts } from './amount';
import { AmountField } from './amount-field';
import { BankPicker } from './bank-picker';
import { BonusForfeit } from './bonus-forfeit';
import type { withdrawalSchema } from './money-schemas';
import type { Method, Request, RequestAnswer, SavedBank } from './money-types';
import { useForfeitConfirm } from './use-forfeit-confirm';
import { useMoney, useMoneyProblem } from './use-money';
import '@/ui/form/forms.css';
import './money.css';

type Schema = ReturnType<typeof withdrawalSchema>;
type Values = z.input<Schema>;
type Output = z.output<Schema>;
const FIELDS = ['bank_id', 'amount'] as const;

type Props = {
  banks: readonly SavedBank[];
  method: Method;
  balance: number;
  /** What withdrawing now forfeits, as the bonus wallet says; null while no bonus is active. */
  forfeit: Forfeit | null;
  onRequested: () => void;
  /** The platform refused for an active bonus the page did not know of: the wallet is read again. */
  onBonusChanged: () => void;
};

/**
 * Bank and amount (payment/withdraw). The amount is checked against the balance and the limits of the method
 * the platform pays out through; once accepted it is held at once, so the balance is read again. While a bonus
 * is active the player must first confirm that the withdrawal forfeits it.
 */
export function WithdrawalForm({ banks, method, balance, forfeit, onRequested, onBonusChanged }: Props) {
  const t = useTranslations('ui.money');
  const money = useMoney();
  const limits = { min: method.min_amount, max: method.max_amount, balance };
  const { min, max } = limits;
  // The balance is read when the form is checked, not when it was first drawn.
  const resolver = useMemo(
    () =>
      lazyResolver(
        () => import('./money-schemas'),
        (schemas) => schemas.withdrawalSchema({ min, max, balance }),
      ),
    [min, max, balance],
  );
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: { bank_id: banks[0]?.bank_id ?? '', amount: '' },
  });
  const { errors, isSubmitted } = form.formState;
  const amountText = useWatch({ control: form.control, name: 'amount' });
  const problemText = useMoneyProblem(limits);
  const answerErrors = useAnswerErrors(form.setError, FIELDS);
  const { pending, guard } = useSubmitGuard();
  const [requested, setRequested] = useState<Request | null>(null);
  const confirm = useForfeitConfirm(forfeit);

  const onSubmit = guard(async (values: Output) => {
    answerErrors.clear();
    setRequested(null);
    if (!confirm.ready()) return;
    const body = { ...values, ...confirm.field() };
    const answer = await callApi<RequestAnswer>('/api/payment/withdraw', body, { inline: true });
    // The warning above the form says it, with the platform's figures, and the box to tick gets the focus.
    if (confirm.refusedBy(answer)) return onBonusChanged();
    if (!isOk(answer)) return answerErrors.show(answer);
    confirm.reset();
    form.reset({ bank_id: values.bank_id, amount: '' });
    setRequested(answer.value);
    onRequested();
    await refreshBalance({ inline: true });
  });

  // The platform's insufficientFunds speaks of a bet; this form says it of the withdrawal.
  const problem =
    answerErrors.problem?.message === 'insufficientFunds'
      ? { message: problemText('insufficientFunds') ?? '' }
      : answerErrors.problem;

  return (
    <form
      data-slot="form"
      data-variant="money"
      noValidate
      onFocus={resolver.preload}
      onSubmit={form.handleSubmit(onSubmit, () => confirm.ready(false))}
    >
      <FormProblem problem={problem} />
      {confirm.forfeit && (
        <BonusForfeit
          forfeit={confirm.forfeit}
          checked={confirm.confirmed}
          onChange={confirm.confirm}
          missing={confirm.missing}
          boxRef={confirm.boxRef}
        />
      )}
      <BankPicker
        legend={t('withdraw.bank')}
        banks={banks}
        error={problemText(errors.bank_id?.message)}
        registration={form.register('bank_id')}
      />
      <AmountField
        registration={form.register('amount')}
        error={problemText(errors.amount?.message)}
        hint={t('amount.limits', { min: money(method.min_amount), max: money(method.max_amount) })}
        // The same round figures as the deposit offers, up to what the player can take out.
        quick={quickAmounts(min, Math.min(max, balance))}
        value={amountText}
        onPick={(amount) => form.setValue('amount', String(amount), { shouldValidate: isSubmitted })}
      />
      <p data-slot="money-note">{t('withdraw.held')}</p>
      <FormAlert tone="success">
        {requested && <p>{t('withdraw.done', { amount: money(requested.amount), bank: requested.bank ?? '' })}</p>}
      </FormAlert>
      <SubmitButton pending={pending} pendingLabel={t('sending')}>
        {t('withdraw.submit')}
      </SubmitButton>
    </form>
  );
}
