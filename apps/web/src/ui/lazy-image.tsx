'use client';

import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { useSettledBreakpoint } from '@/lib/use-breakpoint';
import { whenIdle } from '@/lib/when-idle';
import { placeholderBytes, placeholderColour } from './placeholder-colour';

type Props = {
  src: string;
  alt: string;
  /** Thumbhash of the image, base64 (the contract's `placeholder`). */
  placeholder: string | null;
  /** The largest image above the fold: fetched first instead of lazily. */
  priority?: boolean;
  /** Above the fold in the served page: fetched at once, though not first. */
  eager?: boolean;
};

/**
 * An image that shows a blurred thumbhash placeholder (at most 32 px, scaled up: SPEC 9) until the real
 * image has loaded. The frame's size comes from the stylesheet (aspect-ratio), so nothing shifts.
 * The average colour is rendered on the server; the placeholder image is decoded in the browser so the
 * page's HTML stays small, by the thumbhash decoder loaded once the browser is idle. `data-breakpoint` names
 * the size bucket it is drawn for: the shared breakpoint, taken only once the window has held still 500 ms
 * (SPEC 9), so a size chosen from it does not change at every step of a window being dragged.
 */
export function LazyImage({ src, alt, placeholder, priority = false, eager = false }: Props) {
  const bucket = useSettledBreakpoint();
  const ref = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [blur, setBlur] = useState<string | null>(null);
  const bytes = useMemo(() => (placeholder ? placeholderBytes(placeholder) : null), [placeholder]);

  useEffect(() => {
    // The image may finish before hydration, when React's onLoad was not yet listening.
    const done = () => Boolean(ref.current?.complete && ref.current.naturalWidth > 0);
    if (done()) {
      setLoaded(true);
      return;
    }
    if (!bytes) return;
    // The blurred placeholder is drawn when the browser is idle, one image per callback: decoding every card's
    // hash in the hydration task made it a long one (the average colour is already there from the server).
    let cancelled = false;
    const draw = () => {
      if (done()) return;
      import('thumbhash').then(
        ({ thumbHashToDataURL }) => {
          if (!cancelled && !done()) setBlur(thumbHashToDataURL(bytes));
        },
        // Offline or a build replaced: the average colour stays, which is a placeholder too.
        () => undefined,
      );
    };
    const cancel = whenIdle(draw, { timeoutMs: 1000, fallbackMs: 50 });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [bytes]);

  const style: CSSProperties = {};
  if (bytes && !loaded) {
    style.backgroundColor = placeholderColour(bytes) ?? undefined;
    if (blur) style.backgroundImage = `url(${blur})`;
  }

  return (
    <span data-slot="lazy-image" data-loaded={loaded} data-breakpoint={bucket} style={style}>
      {/* biome-ignore lint/performance/noImgElement: the placeholder swap is ours; images are sized by CSS. */}
      <img
        ref={ref}
        src={src}
        alt={alt}
        loading={priority || eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        onLoad={() => setLoaded(true)}
      />
    </span>
  );
}
