'use client';

import { useTranslations } from 'next-intl';
import { type Ref, useId } from 'react';
import { type Forfeit, forfeitWording } from '@/lib/bonus/forfeit';
import { useMoney } from './use-money';
import '@/ui/form/forms.css';
import './money.css';

type Props = {
  forfeit: Forfeit;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The player submitted without ticking the box. */
  missing: boolean;
  boxRef: Ref<HTMLInputElement>;
};

/**
 * Above the withdrawal form while a bonus is active: what withdrawing now forfeits (the bonus, and the winnings
 * since it began when they go too), and the box the player must tick before the request may say so.
 */
export function BonusForfeit({ forfeit, checked, onChange, missing, boxRef }: Props) {
  const t = useTranslations('ui.bonus.forfeit');
  const money = useMoney();
  const id = useId();
  const warning =
    forfeitWording(forfeit) === 'withWinnings'
      ? t('withWinnings', { bonus: money(forfeit.bonus), winnings: money(forfeit.winnings) })
      : t('bonusOnly', { bonus: money(forfeit.bonus) });
  return (
    <div data-slot="bonus-forfeit">
      <p id={`${id}-warning`} data-slot="bonus-forfeit-warning">
        {warning}
      </p>
      <div data-slot="bonus-forfeit-confirm">
        <input
          ref={boxRef}
          id={`${id}-box`}
          type="checkbox"
          checked={checked}
          required
          aria-invalid={missing}
          aria-describedby={missing ? `${id}-warning ${id}-error` : `${id}-warning`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={`${id}-box`}>{t('confirm')}</label>
      </div>
      {missing && (
        <p id={`${id}-error`} data-slot="field-error">
          {t('required')}
        </p>
      )}
    </div>
  );
}
