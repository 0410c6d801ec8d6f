'use client';

import { useEffect } from 'react';
import { whenIdle } from '@/lib/when-idle';
import { placeholderBytes } from './placeholder-colour';

const FRAME = '[data-slot="lazy-image"]';
const WAITING = `${FRAME}[data-hash]:not([data-blurred])`;

/** The picture is in: its frame drops the placeholder, which would show around a transparent image. */
function settle(frame: HTMLElement) {
  frame.removeAttribute('data-hash');
  frame.style.background = 'none';
}

const loaded = (img: HTMLImageElement | null) => Boolean(img?.complete && img.naturalWidth > 0);

/** Blurs every waiting frame whose picture has not arrived; frames whose picture has, settle. */
async function paint(root: ParentNode) {
  const frames = [...root.querySelectorAll<HTMLElement>(WAITING)];
  const waiting = frames.filter((frame) => {
    if (!loaded(frame.querySelector('img'))) return true;
    settle(frame);
    return false;
  });
  if (waiting.length === 0) return;
  // Offline or a build replaced: the average colour stays, which is a placeholder too.
  const decoder = await import('thumbhash').catch(() => null);
  if (!decoder) return;
  for (const frame of waiting) {
    const bytes = placeholderBytes(frame.dataset.hash ?? '');
    if (!bytes || !frame.hasAttribute('data-hash') || loaded(frame.querySelector('img'))) continue;
    frame.style.backgroundImage = `url(${decoder.thumbHashToDataURL(bytes)})`;
    frame.dataset.blurred = '';
  }
}

/**
 * The page's one placeholder painter (SPEC 9: lazy images show a blurred placeholder, then the picture): mounted
 * once in the shell instead of one effect per image, so cards stay plain HTML. It draws the blurred hashes when
 * the browser is idle (decoding them in the hydration task made it a long one), again for frames drawn later
 * (a lobby's next page), and clears each frame's placeholder as its picture loads.
 */
export function PlaceholderPainter() {
  useEffect(() => {
    const onLoad = (event: Event) => {
      const frame = event.target instanceof HTMLImageElement ? event.target.closest<HTMLElement>(FRAME) : null;
      if (frame) settle(frame);
    };
    // Image load events do not bubble; they are caught on their way down.
    document.addEventListener('load', onLoad, true);
    let cancel = whenIdle(() => void paint(document), { timeoutMs: 1000, fallbackMs: 50 });
    const added = new MutationObserver(() => {
      cancel();
      cancel = whenIdle(() => void paint(document), { timeoutMs: 1000, fallbackMs: 50 });
    });
    added.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('load', onLoad, true);
      added.disconnect();
      cancel();
    };
  }, []);
  return null;
}
