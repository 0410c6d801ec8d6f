'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useBcp47 } from '@/features/account/use-bcp47';
import type { WheelPrize } from './minigame-types';
import { usePrizeLabel } from './use-prize-label';
import './minigame.css';

/** The published odds: every prize on the wheel and its chance, as the platform draws them. */
export function OddsTable({ prizes }: { prizes: WheelPrize[] }) {
  const t = useTranslations('ui.minigame.odds');
  const label = usePrizeLabel();
  const bcp47 = useBcp47();
  const percent = useMemo(() => new Intl.NumberFormat(bcp47, { style: 'percent', maximumFractionDigits: 2 }), [bcp47]);
  return (
    <table data-slot="minigame-odds">
      <caption>{t('title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('prize')}</th>
          <th scope="col">{t('chance')}</th>
        </tr>
      </thead>
      <tbody>
        {prizes.map((prize) => (
          <tr key={prize.index}>
            <td>{label(prize)}</td>
            <td>{percent.format(prize.odds)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
