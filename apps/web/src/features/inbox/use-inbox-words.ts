'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { moneyText } from '@/features/money/money-text';
import { useSessionSettings } from '@/features/session/session-provider';
import type { InboxItem } from './inbox-items';

export type InboxWords = { title: string; body: string };

/** Every parameter a template may name, so a message written with fewer still reads. */
const TEMPLATE_DEFAULTS = { gift: 'none', level: '', tokens: 0 };

/**
 * The words of a message: an operator's own, or a platform template worded in the reader's language from its
 * parameters (ui.inbox.templates).
 */
export function useInboxWords(): (item: InboxItem) => InboxWords {
  const t = useTranslations('ui.inbox.templates');
  return useCallback(
    (item) => {
      if (!item.template) return { title: item.title ?? '', body: item.body ?? '' };
      const values = { ...TEMPLATE_DEFAULTS, ...item.params };
      return { title: t(`${item.template}.title`, values), body: t(`${item.template}.body`, values) };
    },
    [t],
  );
}

type RewardKey = 'reward' | 'claim' | 'claimed';

/** What an item pays, in the phrase asked for: "Reward: CNY 12.5", "Claim 5 game tokens", "… has been added". */
export function useRewardText(): (item: InboxItem, phrase: RewardKey) => string {
  const t = useTranslations('ui.inbox');
  const locale = useLocale();
  const { currency } = useSessionSettings();
  return useCallback(
    (item, phrase) => {
      if (item.reward_kind === 'none') return '';
      const cash = item.reward_kind === 'cash';
      const amount = moneyText(item.reward_amount, currency, locale);
      if (phrase === 'reward')
        return cash ? t('rewardCash', { amount }) : t('rewardTokens', { count: item.reward_amount });
      if (phrase === 'claim')
        return cash ? t('claimCash', { amount }) : t('claimTokens', { count: item.reward_amount });
      return cash ? t('claimedCash', { amount }) : t('claimedTokens', { count: item.reward_amount });
    },
    [t, locale, currency],
  );
}
