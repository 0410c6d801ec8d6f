'use client';

import { useTranslations } from 'next-intl';
import './play.css';

type Props = { name: string; fullscreen: boolean; onFullscreen: () => void; onClose: () => void };

const ICONS = {
  enter: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  exit: 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5',
  close: 'M6 6l12 12M18 6 6 18',
} as const;

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-slot="play-icon">
      <path d={path} />
    </svg>
  );
}

/** The bar above a running game: its name, full screen on and off, and the way out. */
export function GameToolbar({ name, fullscreen, onFullscreen, onClose }: Props) {
  const t = useTranslations('ui.games.play');
  return (
    <div data-slot="play-toolbar">
      <h1 data-slot="play-title" data-face="display">
        {name}
      </h1>
      <button type="button" data-slot="play-action" aria-pressed={fullscreen} onClick={onFullscreen}>
        <Icon path={fullscreen ? ICONS.exit : ICONS.enter} />
        <span>{t('fullscreen')}</span>
      </button>
      <button type="button" data-slot="play-action" onClick={onClose}>
        <Icon path={ICONS.close} />
        <span>{t('close')}</span>
      </button>
    </div>
  );
}
