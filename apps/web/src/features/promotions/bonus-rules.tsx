'use client';

import type { BonusWallet } from '@felt/contract';
import { useLocale, useTranslations } from 'next-intl';
import { useMoney } from '@/features/money/use-money';
import { type BonusSummary, bonusDate, joinNames, weightGroups } from '@/lib/bonus/bonus-view';
import { numberFormatter } from '@/lib/format-number';
import './promotions.css';

type Props = { wallet: BonusWallet; summary: BonusSummary; categories: Readonly<Record<string, string>> };

/**
 * The rules while a bonus is active: the largest stake, the day it expires, which money a bet takes first, and how
 * much of a stake counts towards the wagering in each game category (none: not playable until the bonus ends).
 */
export function BonusRules({ wallet, summary, categories }: Props) {
  const t = useTranslations('ui.bonus');
  const locale = useLocale();
  const money = useMoney();
  const groups = weightGroups(wallet.weights, categories);
  return (
    <>
      {(summary.maxStake !== null || summary.expiresAt) && (
        <dl data-slot="bonus-rules">
          {summary.maxStake !== null && (
            <div>
              <dt>{t('maxStake')}</dt>
              <dd>{money(summary.maxStake)}</dd>
            </div>
          )}
          {summary.expiresAt && (
            <div>
              <dt>{t('expires')}</dt>
              <dd>
                <time dateTime={summary.expiresAt}>{bonusDate(summary.expiresAt, locale)}</time>
              </dd>
            </div>
          )}
        </dl>
      )}
      {wallet.active && <p data-slot="bonus-stake-order">{t(`stakeOrder.${wallet.stake_order}`)}</p>}
      {groups.length > 0 && (
        <div data-slot="bonus-weights">
          <h3 id="bonus-weights-title" data-slot="bonus-panel-subtitle">
            {t('weightsTitle')}
          </h3>
          <ul aria-labelledby="bonus-weights-title">
            {groups.map(({ percent, categories: names }) => (
              <li key={percent}>
                {percent > 0
                  ? t('weight', {
                      percent: numberFormatter(locale).format(percent),
                      categories: joinNames(names, locale),
                    })
                  : t('excluded', { categories: joinNames(names, locale) })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
