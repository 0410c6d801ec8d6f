'use client';

import { useEffect } from 'react';
import { whenIdle } from '@/lib/when-idle';

/**
 * The page's one placeholder painter (SPEC 9: lazy images show a blurred placeholder, then the picture): mounted
 * once in the shell instead of one effect per image, so cards stay plain HTML. Its work (placeholder-paint.ts)
 * loads once the page is idle, so the first load carries these few lines only; until then every frame shows its
 * picture's average colour, drawn by the server.
 */
export function PlaceholderPainter() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    const start = () =>
      import('./placeholder-paint').then(
        (module) => {
          if (!gone) stop = module.paintPlaceholders();
        },
        // Offline or a build replaced: the average colours stay, which are placeholders too.
        () => undefined,
      );
    const cancel = whenIdle(() => void start(), { timeoutMs: 1000, fallbackMs: 50 });
    return () => {
      gone = true;
      cancel();
      stop?.();
    };
  }, []);
  return null;
}
