'use client';

import type { launchGame } from '@felt/contract';
import { type LaunchMode, localeByPrefix } from '@felt/contract/tables';
import { useLocale } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { callApi, isOk } from '@/lib/api/client';
import { currentDevice } from './launch-device';

type LaunchAnswer = z.infer<typeof launchGame.response>;

export type Launch =
  | { status: 'launching' }
  | { status: 'ready'; url: string; mode: LaunchMode; name: string; gameType: string }
  /** `message` is a key of the errors messages (gameUnavailable, gameNotFound, ...). */
  | { status: 'failed'; message: string };

/**
 * Asks the platform to open a game once per provider and game: the device this window is and the site's
 * language. The page shows a failure itself, so the error dialog stays shut (a lost session still logs out).
 */
export function useLaunch(provider: string, game: string): Launch {
  const lang = localeByPrefix(useLocale())?.code ?? 'EN';
  const [launch, setLaunch] = useState<Launch>({ status: 'launching' });
  // A launch opens a game session: React's development double effects must not open two.
  const started = useRef<string | null>(null);
  const key = `${provider}/${game}/${lang}`;

  useEffect(() => {
    if (started.current === key) return;
    started.current = key;
    setLaunch({ status: 'launching' });
    const body = { provider_code: provider, game_code: game, device: currentDevice(), lang };
    void callApi<LaunchAnswer>('/api/product/launch_game', body, { inline: true }).then((answer) => {
      if (started.current !== key) return;
      setLaunch(
        isOk(answer)
          ? { status: 'ready', url: answer.url, mode: answer.mode, name: answer.game_name, gameType: answer.game_type }
          : { status: 'failed', message: answer.message ?? '' },
      );
    });
  }, [key, provider, game, lang]);

  return launch;
}
