'use client';

import type { MissionView } from '@felt/contract';
import { useFormatter, useTranslations } from 'next-intl';
import { useMoney } from '@/features/money/use-money';
import { timeLeft } from './time-left';

/** A mission in words, from its kind, target and reward: "Play 10 rounds", "3 / 10", "Reward: 5 game tokens". */
export function useMissionWords() {
  const t = useTranslations('ui.missions');
  const format = useFormatter();
  const money = useMoney();
  const figure = (mission: MissionView, value: number) =>
    mission.kind === 'turnover' ? money(value) : format.number(value);

  return {
    title: (mission: MissionView) =>
      mission.kind === 'turnover'
        ? t('turnover', { amount: money(mission.target) })
        : t(mission.kind, { target: mission.target }),
    progress: (mission: MissionView) =>
      t('progress', {
        progress: figure(mission, Math.min(mission.progress, mission.target)),
        target: figure(mission, mission.target),
      }),
    reward: (mission: MissionView) =>
      mission.reward_kind === 'cash'
        ? t('rewardCash', { amount: money(mission.reward) })
        : t('rewardTokens', { count: mission.reward }),
    resetsIn: (mission: MissionView, now: number) => {
      const left = timeLeft(mission.resets_at, now);
      return t('resetsIn', { time: t(`left.${left.unit}`, left) });
    },
    claimed: (mission: MissionView) =>
      mission.reward_kind === 'cash'
        ? t('claimedCash', { amount: money(mission.reward) })
        : t('claimedTokens', { count: mission.reward }),
  };
}
