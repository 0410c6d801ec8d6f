'use client';

import { useRef } from 'react';
import { GameToolbar } from './game-toolbar';
import { useFullscreen } from './use-fullscreen';
import './play.css';

type Props = { url: string; name: string; onClose: () => void };

/** A game that runs in the site's own frame, filling the content area, with its toolbar. */
export function GameFrame({ url, name, onClose }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(ref);
  return (
    <div ref={ref} data-slot="play-frame" data-expanded={fullscreen.expanded ? '' : undefined}>
      <GameToolbar
        name={name}
        fullscreen={fullscreen.active}
        onFullscreen={fullscreen.toggle}
        onClose={() => {
          fullscreen.leave();
          onClose();
        }}
      />
      <iframe data-slot="play-iframe" src={url} title={name} allow="fullscreen; autoplay" />
    </div>
  );
}
