'use client';

import { useTranslations } from 'next-intl';
import { LoadView } from '@/features/money/load-view';
import { useMoneyCall } from '@/features/money/use-money-call';
import { useHydrated, usePlayer } from '@/features/session/player-store';
import { MinigameGuest } from './minigame-guest';
import type { HistoryAnswer, InfoAnswer } from './minigame-types';
import { RecentSpins } from './recent-spins';
import { WheelGame } from './wheel-game';
import '@/ui/form/forms.css';
import './minigame.css';

type Props = { path: '/minigame' | '/spin' };

/** The prize wheel page's body: a guest is asked to log in; a player gets the wheel and the recent spins. */
export function MinigameView({ path }: Props) {
  const t = useTranslations('ui.minigame');
  const hydrated = useHydrated();
  const isPlayer = usePlayer((s) => s.isAuthenticated);
  return (
    <section data-slot="minigame" data-page={path.slice(1)} aria-labelledby="minigame-title">
      <h1 id="minigame-title" data-slot="minigame-title" data-face="display">
        {t('title')}
      </h1>
      <p data-slot="minigame-intro">{t('intro')}</p>
      {!hydrated ? (
        <p data-slot="form-text" aria-busy="true">
          {t('loading')}
        </p>
      ) : isPlayer ? (
        <PlayerWheel />
      ) : (
        <MinigameGuest path={path} />
      )}
    </section>
  );
}

function PlayerWheel() {
  const info = useMoneyCall<InfoAnswer>('/api/minigame/info');
  const history = useMoneyCall<HistoryAnswer>('/api/minigame/history');
  return (
    <>
      <LoadView loaded={info.loaded} onRetry={() => void info.reload()}>
        {(answer) => <WheelGame info={answer} onSpun={() => void history.reload()} />}
      </LoadView>
      <LoadView loaded={history.loaded} onRetry={() => void history.reload()}>
        {(answer) => <RecentSpins spins={answer.value} />}
      </LoadView>
    </>
  );
}
