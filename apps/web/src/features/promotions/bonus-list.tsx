'use client';

import type { Bonus } from '@felt/contract';
import { useTranslations } from 'next-intl';
import { useMoney } from '@/features/money/use-money';
import { bonusWagering } from '@/lib/bonus/bonus-view';
import { WageringBar } from './wagering-bar';
import './promotions.css';

const SOURCES = ['promotion', 'spin', 'mission', 'inbox', 'referral', 'vip'] as const;
type Source = (typeof SOURCES)[number] | 'other';
const sourceOf = (source: string): Source =>
  (SOURCES as readonly string[]).includes(source) ? (source as Source) : 'other';

/** `promotions`: the running promotions' titles by code, each with a card on the page. */
type Props = { bonuses: readonly Bonus[]; promotions: Readonly<Record<string, string>> };

/**
 * The player's bonuses, newest first: what paid each (a running promotion by its title), the amount, its state,
 * and while it is active its wagering, unless the promotion's card on this page already shows it.
 */
export function BonusList({ bonuses, promotions }: Props) {
  const t = useTranslations('ui.bonus');
  const money = useMoney();
  if (bonuses.length === 0) return null;
  return (
    <div data-slot="bonus-list">
      <h3 id="bonus-list-title" data-slot="bonus-panel-subtitle">
        {t('listTitle')}
      </h3>
      <ul aria-labelledby="bonus-list-title">
        {bonuses.map((bonus) => {
          const title = bonus.code ? promotions[bonus.code] : undefined;
          const onCard = bonus.source === 'promotion' && title !== undefined;
          return (
            <li
              key={`${bonus.granted_at}:${bonus.source}:${bonus.code ?? ''}`}
              data-slot="bonus-item"
              data-state={bonus.state}
            >
              <p data-slot="bonus-item-head">
                <span data-slot="bonus-item-name">{title ?? t(`sources.${sourceOf(bonus.source)}`)}</span>
                <span data-slot="bonus-item-amount">{money(bonus.amount)}</span>
                <span data-slot="bonus-item-state">{t(`states.${bonus.state}`)}</span>
              </p>
              {bonus.state === 'active' && !onCard && bonus.wagering_required > 0 && (
                <WageringBar wagering={bonusWagering(bonus)} />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
