'use client';

import { useTranslations } from 'next-intl';
import { useBcp47 } from '@/features/account/use-bcp47';
import { LocalDateTime } from '@/features/locale/local-date-time';
import type { Spin } from './minigame-types';
import { usePrizeLabel } from './use-prize-label';
import '@/ui/form/forms.css';
import './minigame.css';

/** The player's last spins, newest first: when, and what each one won. */
export function RecentSpins({ spins }: { spins: Spin[] }) {
  const t = useTranslations('ui.minigame.recent');
  const label = usePrizeLabel();
  const bcp47 = useBcp47();
  return (
    <section data-slot="minigame-recent" aria-labelledby="minigame-recent-title">
      <h2 id="minigame-recent-title">{t('title')}</h2>
      {spins.length === 0 ? (
        <p data-slot="form-text">{t('empty')}</p>
      ) : (
        <ol>
          {spins.map((spin) => (
            <li key={spin.spin_id} data-kind={spin.prize.kind}>
              <span data-slot="minigame-recent-prize">{label(spin.prize)}</span>
              <LocalDateTime iso={spin.created_at} bcp47={bcp47} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
