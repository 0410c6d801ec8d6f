'use client';

import type { MissionView } from '@felt/contract';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useMissionWords } from './use-mission-words';
import '@/ui/form/forms.css';
import '@/features/account/account.css';
import '@/ui/progress-bar.css';
import './missions.css';

type Props = {
  mission: MissionView;
  now: number;
  pending: boolean;
  onClaim: (code: string) => void;
};

/** One mission: what to do, how far along (bar and figures), the reward, the reset, and the claim or its state. */
export function MissionCard({ mission, now, pending, onClaim }: Props) {
  const t = useTranslations('ui.missions');
  const words = useMissionWords();
  const id = useId();
  const percent = Math.min(100, Math.round((mission.progress / mission.target) * 100));
  const state = mission.claimed ? 'claimed' : mission.complete ? 'complete' : 'inProgress';
  const progress = words.progress(mission);
  return (
    <li data-slot="mission" data-state={state}>
      <div data-slot="mission-head">
        <h3 id={`${id}-title`} data-slot="mission-title">
          {words.title(mission)}
        </h3>
        <span data-slot="mission-state">{t(`status.${state}`)}</span>
      </div>
      <div data-slot="progress-head">
        <span>{words.reward(mission)}</span>
        <span id={`${id}-figures`}>{progress}</span>
      </div>
      <div
        data-slot="progress-track"
        role="progressbar"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-figures`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={progress}
      >
        <div data-slot="progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <div data-slot="mission-foot">
        <span data-slot="mission-reset">{words.resetsIn(mission, now)}</span>
        {mission.complete && !mission.claimed && (
          <button
            type="button"
            data-slot="form-button"
            data-variant="primary"
            disabled={pending}
            aria-busy={pending}
            aria-describedby={`${id}-title`}
            onClick={() => onClaim(mission.code)}
          >
            {pending && <span data-slot="spinner" aria-hidden="true" />}
            <span>{pending ? t('claiming') : t('claim')}</span>
          </button>
        )}
      </div>
    </li>
  );
}
