'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { LimitForm } from './limit-form';
import type { LimitView, Protection } from './protection-store';
import { useDateTimeText, useMoneyText } from './use-protection-format';
import './protection.css';

type Props = { limit: LimitView; onSaved: (protection: Protection) => void };

/** One limit: what is in force, how much of it this period has used, a change waiting to apply, and its form. */
export function LimitCard({ limit, onSaved }: Props) {
  const t = useTranslations('ui.protection.limits');
  const money = useMoneyText();
  const dateTime = useDateTimeText();
  const id = useId();
  const { kind, period, amount, pending_amount, pending_from, used } = limit;
  const title = t(`${kind}.${period}`);

  return (
    <li data-slot="limit-card" data-kind={kind} data-period={period}>
      <h3 id={id} data-slot="limit-title">
        {title}
      </h3>
      <dl data-slot="limit-facts">
        <div>
          <dt>{t('inForce')}</dt>
          <dd data-slot="limit-in-force">{amount === null ? t('none') : money(amount)}</dd>
        </div>
        <div>
          <dt>{t(`${kind}.used.${period}`)}</dt>
          <dd data-slot="limit-used">
            {amount === null ? money(used) : t('usedOf', { used: money(used), limit: money(amount) })}
          </dd>
        </div>
        {pending_from && (
          <div data-slot="limit-pending">
            <dt>{t('pending')}</dt>
            <dd>
              {pending_amount === null
                ? t('pendingRemoval', { date: dateTime(pending_from) })
                : t('pendingRaise', { amount: money(pending_amount), date: dateTime(pending_from) })}
            </dd>
          </div>
        )}
      </dl>
      <LimitForm limit={limit} label={title} onSaved={onSaved} />
    </li>
  );
}
