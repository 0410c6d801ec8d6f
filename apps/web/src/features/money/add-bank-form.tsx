'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useRouter } from '@/i18n/navigation';
import { callApi, isOk } from '@/lib/api/client';
import { alphabetOnly, digitsOnly, withFilter } from '@/ui/form/filters';
import { FormProblem } from '@/ui/form/form-problem';
import { lazyResolver } from '@/ui/form/lazy-resolver';
import { SubmitButton } from '@/ui/form/submit-button';
import { TextField } from '@/ui/form/text-field';
import { useAnswerErrors } from '@/ui/form/use-answer-errors';
import { useMessageText } from '@/ui/form/use-message-text';
import { useSubmitGuard } from '@/ui/form/use-submit-guard';
import { showToast } from '@/ui/toast';
import { afterBankPath } from './after-bank';
import { withOwnMessage } from './answer-problem';
import type { addBankSchema } from './money-schemas';
import '@/ui/form/forms.css';

const resolver = lazyResolver(
  () => import('./money-schemas'),
  (schemas) => schemas.addBankSchema,
);
type Schema = typeof addBankSchema;
type Values = z.input<Schema>;
type Output = z.output<Schema>;
const FIELDS = ['bank_name', 'account_name', 'account_number'] as const;
const EMPTY: Values = { bank_name: '', account_name: '', account_number: '' };
/** The contract's longest bank name and account number; the inputs stop there. */
const BANK_NAME_MAX = 64;
const ACCOUNT_NUMBER_MAX = 34;

/**
 * A bank account for withdrawals (payment/add_bank). The holder's name takes letters and spaces only and the
 * number digits only, filtered as typed (SPEC 5); the contract's rules say the rest.
 */
export function AddBankForm() {
  const t = useTranslations('ui.money.addBank');
  const tMoney = useTranslations('ui.money');
  const text = useMessageText();
  const router = useRouter();
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues: EMPTY });
  const { errors } = form.formState;
  const answerErrors = useAnswerErrors(form.setError, FIELDS);
  const { pending, guard } = useSubmitGuard();

  const onSubmit = guard(async (values: Output) => {
    answerErrors.clear();
    const answer = await callApi('/api/payment/add_bank', values, { inline: true });
    if (!isOk(answer)) return answerErrors.show(withOwnMessage(answer, FIELDS));
    showToast({ title: t('saved') });
    router.replace(afterBankPath(window.location.search));
    // The page is leaving: the form stays busy.
    return true;
  });

  return (
    <form data-slot="form" noValidate onFocus={resolver.preload} onSubmit={form.handleSubmit(onSubmit)}>
      <FormProblem problem={answerErrors.problem} />
      <TextField
        label={t('bankName')}
        autoComplete="off"
        maxLength={BANK_NAME_MAX}
        error={text(errors.bank_name?.message)}
        {...form.register('bank_name')}
      />
      <TextField
        label={t('accountName')}
        hint={t('accountNameHint')}
        autoComplete="name"
        spellCheck={false}
        error={text(errors.account_name?.message)}
        {...withFilter(form.register('account_name'), alphabetOnly)}
      />
      <TextField
        label={t('accountNumber')}
        hint={t('accountNumberHint')}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={ACCOUNT_NUMBER_MAX}
        error={text(errors.account_number?.message)}
        {...withFilter(form.register('account_number'), digitsOnly)}
      />
      <SubmitButton pending={pending} pendingLabel={tMoney('sending')}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
