import type { CSSProperties } from 'react';
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
 * An image over its placeholder (SPEC 9): the thumbhash's average colour from the first paint, and the blurred
 * thumbhash once the browser is idle, drawn by the page's one placeholder painter (placeholder-painter.tsx)
 * from `data-hash`. No hooks and no state, so a card hydrates nothing of its own: server pages draw it as plain
 * HTML, and the frame's size comes from the stylesheet (aspect-ratio), so nothing shifts.
 */
export function LazyImage({ src, alt, placeholder, priority = false, eager = false }: Props) {
  const bytes = placeholder ? placeholderBytes(placeholder) : null;
  const colour = bytes ? placeholderColour(bytes) : null;
  const style: CSSProperties | undefined = colour ? { backgroundColor: colour } : undefined;
  return (
    <span data-slot="lazy-image" data-hash={colour ? placeholder : undefined} style={style}>
      {/* biome-ignore lint/performance/noImgElement: the placeholder swap is ours; images are sized by CSS. */}
      <img
        src={src}
        alt={alt}
        loading={priority || eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
      />
    </span>
  );
}
