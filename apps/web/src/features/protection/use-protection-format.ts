'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { useBcp47 } from '@/features/account/use-bcp47';
import { useSessionSettings } from '@/features/session/session-provider';
import { formatMoney } from '@/lib/format-money';
import { useMessageText } from '@/ui/form/use-message-text';

/** An amount with the site's currency, in the reader's digits. */
export function useMoneyText(): (amount: number) => string {
  const locale = useLocale();
  const { currency } = useSessionSettings();
  return useCallback((amount) => `${currency} ${formatMoney(amount, locale)}`.trim(), [currency, locale]);
}

/** A moment in the reader's language and own time zone (these parts render in the browser only). */
export function useDateTimeText(): (when: string | Date) => string {
  const bcp47 = useBcp47();
  const format = useMemo(() => new Intl.DateTimeFormat(bcp47, { dateStyle: 'long', timeStyle: 'short' }), [bcp47]);
  return useCallback((when) => format.format(typeof when === 'string' ? new Date(when) : when), [format]);
}

/** Form messages: this feature's own keys first, then the validation and error files (SPEC 8). */
export function useProtectionText(): (message: string | undefined) => string | undefined {
  const t = useTranslations('ui.protection.problems');
  const text = useMessageText();
  return useCallback((message) => (message === 'amountFormat' ? t('amountFormat') : text(message)), [t, text]);
}
