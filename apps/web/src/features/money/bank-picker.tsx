'use client';

import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { SavedBank } from './money-types';
import '@/ui/form/forms.css';
import './money.css';

type Props = {
  legend: string;
  banks: readonly SavedBank[];
  registration: UseFormRegisterReturn;
  error: string | undefined;
};

/** The saved bank accounts as native radio buttons, each named by bank, holder and masked number. */
export function BankPicker({ legend, banks, registration, error }: Props) {
  const errorId = useId();
  return (
    <fieldset
      data-slot="bank-picker"
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? '' : undefined}
    >
      <legend data-slot="field-label">{legend}</legend>
      <div data-slot="bank-choices">
        {banks.map((bank) => (
          <label key={bank.bank_id} data-slot="bank-choice">
            <input type="radio" data-slot="method-radio" value={bank.bank_id} {...registration} />
            <span data-slot="bank-choice-name">{bank.bank_name}</span>
            <span data-slot="bank-choice-detail">
              {bank.account_name} · <span data-slot="account-number">{bank.account_number}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} data-slot="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
