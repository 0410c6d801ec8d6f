import { whenIdle } from '@/lib/when-idle';
import { placeholderBytes } from './placeholder-colour';

// The work of the page's placeholder painter (placeholder-painter.tsx), loaded once the page is idle.

const FRAME = '[data-slot="lazy-image"]';
const WAITING = `${FRAME}[data-hash]:not([data-blurred])`;
const IDLE = { timeoutMs: 1000, fallbackMs: 50 };
/** How far outside the window a frame is blurred ahead of being scrolled to. */
const AHEAD = '50%';

type Decoder = typeof import('thumbhash');

/** The picture is in: its frame drops the placeholder, which would show around a transparent image. */
function settle(frame: Element) {
  frame.removeAttribute('data-hash');
  (frame as HTMLElement).style.background = 'none';
}

const loaded = (frame: Element) => {
  const img = frame.querySelector('img');
  return Boolean(img?.complete && img.naturalWidth > 0);
};

function blur(frame: HTMLElement, decoder: Decoder) {
  const bytes = placeholderBytes(frame.dataset.hash ?? '');
  if (!bytes || !frame.hasAttribute('data-hash') || loaded(frame)) return;
  frame.style.backgroundImage = `url(${decoder.thumbHashToDataURL(bytes)})`;
  frame.dataset.blurred = '';
}

/**
 * Blurs each waiting frame as it comes near the window, in idle moments, a few at a time (decoding every card's
 * hash at once was a long task of its own); picks up frames drawn later (a lobby's next page) and clears each
 * frame as its picture loads. Returns the function that stops it.
 */
export function paintPlaceholders(): () => void {
  const queue = new Set<HTMLElement>();
  let decoder: Decoder | null = null;
  let cancel: (() => void) | null = null;

  const drain = (deadline?: IdleDeadline) => {
    cancel = null;
    if (!decoder) return;
    for (const frame of queue) {
      if (deadline && deadline.timeRemaining() < 2) return schedule();
      queue.delete(frame);
      blur(frame, decoder);
    }
  };
  function schedule() {
    cancel ??= whenIdle(drain, IDLE);
  }
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near.unobserve(entry.target);
        queue.add(entry.target as HTMLElement);
      }
      if (queue.size === 0) return;
      if (decoder) return schedule();
      // Offline or a build replaced: the average colour stays, which is a placeholder too.
      import('thumbhash').then(
        (module) => {
          decoder = module;
          schedule();
        },
        () => undefined,
      );
    },
    { rootMargin: AHEAD },
  );
  const watch = () => {
    for (const frame of document.querySelectorAll(WAITING)) {
      if (loaded(frame)) settle(frame);
      else near.observe(frame);
    }
  };
  const onLoad = (event: Event) => {
    const frame = event.target instanceof HTMLImageElement ? event.target.closest(FRAME) : null;
    if (frame) settle(frame);
  };
  // Image load events do not bubble; they are caught on their way down.
  document.addEventListener('load', onLoad, true);
  let cancelWatch = whenIdle(watch, IDLE);
  const added = new MutationObserver(() => {
    cancelWatch();
    cancelWatch = whenIdle(watch, IDLE);
  });
  added.observe(document.body, { childList: true, subtree: true });
  return () => {
    document.removeEventListener('load', onLoad, true);
    added.disconnect();
    near.disconnect();
    cancelWatch();
    cancel?.();
  };
}
