import type { Site } from '@felt/contract';

/** Colours used when the site has no template palette to take them from (maintenance, theme error). */
export const NEUTRAL_COLORS = { theme: '#111827', background: '#ffffff' } as const;

const ICON_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  ico: 'image/x-icon',
};

type Icon = { src: string; sizes: string; type?: string; purpose?: string };

function iconOf(src: string): Icon {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(src)?.[1]?.toLowerCase() ?? '';
  const type = ICON_TYPES[extension];
  // Vector icons scale to any size; for others the size is unknown, and "any" lets the browser measure.
  return { src, sizes: 'any', ...(type ? { type } : {}) };
}

/** Launchers cut names past about 12 characters: a long name is cut at a word, where it can be. */
export function shortNameOf(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= 12) return trimmed;
  let short = '';
  for (const word of trimmed.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > 12) break;
    short = next;
  }
  return short || trimmed;
}

/** The web app manifest of a site (PWA): its name, the home page as start, its icon, its colours. */
export function webManifest(
  site: Pick<Site, 'site_name' | 'manifest_icon'>,
  colors: { theme: string; background: string },
) {
  const icons = [site.manifest_icon, '/icon.svg'].filter((src) => src !== '').map(iconOf);
  return {
    name: site.site_name,
    short_name: shortNameOf(site.site_name),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colors.theme,
    background_color: colors.background,
    icons,
  };
}
