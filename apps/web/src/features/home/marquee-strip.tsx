import type { MarqueeItem } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import type { CSSProperties } from 'react';
import './home.css';

/** Reading pace of the scroll: seconds per character, so long news does not race past. */
const SECONDS_PER_CHAR = 0.22;

/**
 * Scrolling news with no script: the list runs twice in a CSS animation for a seamless loop (the copy is
 * hidden from assistive technology), a checkbox pauses it (WCAG 2.2.2), as do hover and focus, and with
 * reduced motion the items simply wrap.
 */
export async function MarqueeStrip({ items }: { items: MarqueeItem[] }) {
  const t = await getTranslations('ui.home.marquee');
  const chars = items.reduce((sum, item) => sum + item.content.length, 0);
  const style = { '--marquee-duration': `${Math.max(12, Math.round(chars * SECONDS_PER_CHAR))}s` } as CSSProperties;
  const list = (hidden: boolean) => (
    <ul data-slot="marquee-list" aria-hidden={hidden || undefined}>
      {items.map((item) => (
        <li key={item.marquee_id} data-slot="marquee-item">
          {item.content}
        </li>
      ))}
    </ul>
  );
  return (
    <section data-slot="marquee" aria-label={t('label')}>
      <label data-slot="marquee-pause">
        <input type="checkbox" />
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon="pause">
          <path d="M9 6v12M15 6v12" />
        </svg>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon="play">
          <path d="M8 5v14l11-7z" />
        </svg>
        <span className="sr-only">{t('pause')}</span>
      </label>
      <div data-slot="marquee-viewport" aria-live="polite">
        <div data-slot="marquee-track" style={style}>
          {list(false)}
          {list(true)}
        </div>
      </div>
    </section>
  );
}
