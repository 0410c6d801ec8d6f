'use client';

import type { LaunchMode } from '@felt/contract/tables';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { openGameWindow } from './open-game-window';
import '@/ui/form/forms.css';
import './play.css';

type Props = { url: string; mode: Exclude<LaunchMode, 'iframe'>; name: string; onClose: () => void };

/**
 * A game that opens in a tab or popup of its own. It is opened once on arrival; popup blockers often stop
 * that (it follows a network call, not a click), so the panel offers a button that opens it again.
 */
export function WindowLaunch({ url, mode, name, onClose }: Props) {
  const t = useTranslations('ui.games.play');
  const [blocked, setBlocked] = useState(false);
  const opened = useRef<string | null>(null);

  useEffect(() => {
    if (opened.current === url) return;
    opened.current = url;
    setBlocked(!openGameWindow(url, mode));
  }, [url, mode]);

  return (
    <section data-slot="play-elsewhere" aria-labelledby="play-elsewhere-title">
      <h1 id="play-elsewhere-title" data-slot="play-title" data-face="display">
        {name}
      </h1>
      <p role="status">{blocked ? t('blocked') : t('openedElsewhere')}</p>
      <div data-slot="play-actions">
        <button type="button" data-slot="form-button" onClick={() => setBlocked(!openGameWindow(url, mode))}>
          {t('openAgain')}
        </button>
        <button type="button" data-slot="form-button" data-variant="secondary" onClick={onClose}>
          {t('backToLobby')}
        </button>
      </div>
    </section>
  );
}
