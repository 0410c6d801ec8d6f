'use client';

import { CATEGORY_ROUTES, isCategoryKey } from '@felt/contract/tables';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { RequirePlayer } from '@/features/session/guards';
import { useHydrated, usePlayer } from '@/features/session/player-store';
import { useRouter } from '@/i18n/navigation';
import { GameFrame } from './game-frame';
import { GuestGameGate } from './guest-game-gate';
import { LaunchFailure } from './launch-failure';
import { useBalanceOnReturn } from './use-balance-on-return';
import { useGameInfo } from './use-game-info';
import { useLaunch } from './use-launch';
import { WindowLaunch } from './window-launch';
import './play.css';

/**
 * /playnow?provider=X&game=Y: a player's game opens in the frame or a window of its own; a guest who tapped a game
 * is offered log in or sign up for it (GuestGameGate) rather than sent away.
 */
export function PlayNowClient() {
  const t = useTranslations('ui.games.play');
  const loading = (
    <p data-slot="play-status" role="status">
      {t('launching')}
    </p>
  );
  return (
    <Suspense fallback={loading}>
      <PlayNow />
    </Suspense>
  );
}

function PlayNow() {
  const params = useSearchParams();
  const hydrated = useHydrated();
  const isPlayer = usePlayer((state) => state.isAuthenticated);
  const provider = params.get('provider')?.trim() ?? '';
  const game = params.get('game')?.trim() ?? '';
  if (!provider || !game) return <LaunchFailure message="gameNotFound" lobby="/" />;
  if (hydrated && !isPlayer) return <GuestGameGate provider={provider} game={game} />;
  return (
    <RequirePlayer>
      <PlayGame key={`${provider}/${game}`} provider={provider} game={game} />
    </RequirePlayer>
  );
}

function PlayGame({ provider, game }: { provider: string; game: string }) {
  const t = useTranslations('ui.games.play');
  const router = useRouter();
  const launch = useLaunch(provider, game);
  const info = useGameInfo(provider, game, launch);
  useBalanceOnReturn();
  const lobby = info.gameType && isCategoryKey(info.gameType) ? CATEGORY_ROUTES[info.gameType] : '/';

  // Back where the player came from when that was this site; otherwise to the game's lobby.
  const close = () => {
    const fromHere = document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
    if (fromHere && window.history.length > 1) router.back();
    else router.push(lobby);
  };

  if (launch.status === 'launching') {
    return (
      <p data-slot="play-status" role="status">
        {t('launching')}
      </p>
    );
  }
  if (launch.status === 'failed') return <LaunchFailure message={launch.message} lobby={lobby} />;
  if (launch.mode === 'iframe') return <GameFrame url={launch.url} name={info.name} onClose={close} />;
  return <WindowLaunch url={launch.url} mode={launch.mode} name={info.name} onClose={close} />;
}
