'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useSessionSettings } from '@/features/session/session-provider';
import { formatMoney } from '@/lib/format-money';
import { TextField } from '@/ui/form/text-field';
import './money.css';

type Props = {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  hint?: string | undefined;
  /** One-tap amounts shown under the field; picking one fills it in. */
  quick?: readonly number[];
  onPick?: (amount: number) => void;
  /** The text in the field, to mark the one-tap amount it equals. */
  value?: string;
};

/** The amount: text with the decimal keypad on phones (parsed by amountSchema), and its one-tap amounts. */
export function AmountField({ registration, error, hint, quick = [], onPick, value }: Props) {
  const t = useTranslations('ui.money.amount');
  const locale = useLocale();
  const { currency } = useSessionSettings();
  return (
    <div data-slot="amount-block">
      <TextField
        label={t('label', { currency })}
        hint={hint}
        error={error}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        data-variant="amount"
        {...registration}
      />
      {quick.length > 0 && onPick && (
        <fieldset data-slot="quick-amounts">
          <legend className="sr-only">{t('quick')}</legend>
          {quick.map((amount) => (
            <button
              key={amount}
              type="button"
              data-slot="quick-amount"
              aria-pressed={value === String(amount)}
              onClick={() => onPick(amount)}
            >
              {formatMoney(amount, locale)}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
