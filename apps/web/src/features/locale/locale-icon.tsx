import type { LocaleEntry } from '@felt/contract';

/** Where the language icons are served: apps/web/public/locales/<language>.svg (SPEC 3). */
export const localeIconSrc = (entry: Pick<LocaleEntry, 'icon'>) => `/locales/${entry.icon}`;

/**
 * A language's icon; decorative, since the language's name is always beside it (on a slot template's phone, for
 * screen readers only). Lazy: the icons of the closed list are only fetched once it opens.
 */
export function LocaleIcon({ entry }: { entry: LocaleEntry }) {
  return (
    // biome-ignore lint/performance/noImgElement: a 20 px static SVG; next/image has nothing to optimise.
    <img
      data-slot="locale-icon"
      src={localeIconSrc(entry)}
      alt=""
      width={20}
      height={20}
      loading="lazy"
      decoding="async"
    />
  );
}
