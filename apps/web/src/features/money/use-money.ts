'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useSessionSettings } from '@/features/session/session-provider';
import { useMessageText } from '@/ui/form/use-message-text';
import type { AmountLimits } from './amount';
import { moneyText } from './money-text';

/** Writes an amount in the tenant's currency and the page's language. */
export function useMoney(): (amount: number) => string {
  const locale = useLocale();
  const { currency } = useSessionSettings();
  return useCallback((amount: number) => moneyText(amount, currency, locale), [currency, locale]);
}

const OWN_PROBLEMS = [
  'amountFormat',
  'amountBelowMin',
  'amountAboveMax',
  'amountAboveBalance',
  'chooseMethod',
  'chooseBank',
  'insufficientFunds',
] as const;
type OwnProblem = (typeof OWN_PROBLEMS)[number];
const isOwn = (message: string): message is OwnProblem => (OWN_PROBLEMS as readonly string[]).includes(message);

/**
 * A form message in the player's language: the money pages' own (with the limits written in), else one of
 * the validation or errors files as every form reads them.
 */
export function useMoneyProblem(limits: AmountLimits = {}): (message: string | undefined) => string | undefined {
  const t = useTranslations('ui.money.problems');
  const text = useMessageText();
  const money = useMoney();
  const { min, max, balance } = limits;
  return useCallback(
    (message) => {
      if (message === undefined || !isOwn(message)) return text(message);
      const values = { min: money(min ?? 0), max: money(max ?? 0), balance: money(balance ?? 0) };
      return t(message, values);
    },
    [t, text, money, min, max, balance],
  );
}
