'use client';

import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * Full screen for the game's frame: the Fullscreen API where the browser has it, otherwise (iPhone Safari)
 * the frame is stretched over the viewport by CSS (`expanded`), left again with Escape or the same button.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [native, setNative] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    const onChange = () => setNative(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);

  useEffect(() => {
    if (!expanded) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setExpanded(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [expanded]);

  const toggle = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    if (!document.fullscreenEnabled) {
      setExpanded((on) => !on);
    } else if (document.fullscreenElement) {
      void document.exitFullscreen();
    } else {
      // A refusal (a permissions policy, an embedded page) falls back to the CSS way.
      element.requestFullscreen().catch(() => setExpanded(true));
    }
  }, [ref]);

  const leave = useCallback(() => {
    setExpanded(false);
    if (document.fullscreenElement) void document.exitFullscreen();
  }, []);

  return { active: native || expanded, expanded, toggle, leave };
}
