'use client';

import type { Slide } from '@felt/contract';
import { type KeyboardEvent, type TouchEvent, useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { LazyImage } from '@/ui/lazy-image';
import './home.css';

export type SlidesLabels = {
  label: string;
  previous: string;
  next: string;
  goTo: string[];
  position: string[];
  /** Each slide's call to action, by where it leads (slideAction). */
  cta: string[];
};

/** Horizontal travel (px) a touch must make to count as a swipe rather than a tap. */
const SWIPE_PX = 40;

function SlideBody({ slide, priority, cta }: { slide: Slide; priority: boolean; cta: string }) {
  // The title is the slide's visible caption, so the picture behind it needs no alt text of its own.
  const body = (
    <>
      <LazyImage src={slide.img_url} alt="" placeholder={slide.placeholder} priority={priority} />
      <span data-slot="slide-caption">{slide.title}</span>
      {slide.href ? <span data-slot="slide-cta">{cta}</span> : null}
    </>
  );
  if (!slide.href) return <div data-slot="slide-link">{body}</div>;
  if (slide.href.startsWith('/')) {
    return (
      <Link href={slide.href} data-slot="slide-link">
        {body}
      </Link>
    );
  }
  return (
    <a href={slide.href} data-slot="slide-link" rel="noopener">
      {body}
    </a>
  );
}

/**
 * Home slides as an APG carousel: a labelled region, previous/next buttons, one dot per slide, arrow keys
 * and swipes. No autoplay, so nothing moves unless the player asks; only the current slide is visible
 * and focusable. All slides share one fixed frame, so changing slide shifts no layout.
 */
export function SlidesCarousel({ slides, labels }: { slides: Slide[]; labels: SlidesLabels }) {
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  const count = slides.length;
  const go = (to: number) => setIndex((to + count) % count);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  }

  function onTouchEnd(event: TouchEvent) {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    go(end < start ? index + 1 : index - 1);
  }

  return (
    <section data-slot="slides" aria-roledescription="carousel" aria-label={labels.label} onKeyDown={onKeyDown}>
      <div
        data-slot="slides-frame"
        aria-live="polite"
        onTouchStart={(e) => {
          touchX.current = e.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={onTouchEnd}
      >
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: APG carousel slides are groups; a fieldset would be wrong.
          <div
            key={slide.slide_id}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.position[i]}
            data-slot="slide"
            data-active={i === index || undefined}
            inert={i !== index}
          >
            <SlideBody slide={slide} priority={i === 0} cta={labels.cta[i] ?? ''} />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div data-slot="slides-controls">
          <button type="button" data-slot="slides-prev" aria-label={labels.previous} onClick={() => go(index - 1)}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M15 5 8 12l7 7" />
            </svg>
          </button>
          <div data-slot="slides-dots">
            {slides.map((slide, i) => (
              <button
                key={slide.slide_id}
                type="button"
                data-slot="slides-dot"
                aria-label={labels.goTo[i]}
                aria-current={i === index || undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" data-slot="slides-next" aria-label={labels.next} onClick={() => go(index + 1)}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="m9 5 7 7-7 7" />
            </svg>
          </button>
        </div>
      ) : null}
    </section>
  );
}
