'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useMoney } from '@/features/money/use-money';
import type { SpinPrize } from './minigame-types';

/** A prize in words, the way the wheel, the odds and the history write it: "10 tokens", "MYR 5", "Try again". */
export function usePrizeLabel(): (prize: Pick<SpinPrize, 'kind' | 'amount'>) => string {
  const t = useTranslations('ui.minigame.prize');
  const money = useMoney();
  return useCallback(
    (prize) => {
      if (prize.kind === 'cash') return money(prize.amount);
      if (prize.kind === 'tokens') return t('tokens', { count: prize.amount });
      return t('none');
    },
    [t, money],
  );
}
