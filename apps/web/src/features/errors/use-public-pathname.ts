'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { useTenantRouting } from '@/i18n/tenant-routing-provider';

const INTERNAL = /^\/_t\/[^/]+\/([^/]+)(\/.*)?$/;
const subscribe = () => () => {};

function decode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The path as the reader typed it. A cached page is rendered under the internal tenant segment
 * (/_t/<tenant>/<locale>/...), which maps back to the public form (default locale unprefixed); the
 * browser's own location wins once hydrated. A page prerendered for every unmatched URL (global 404)
 * passes `rendered: false`: its HTML has no path, the browser fills it in. A page rendered under another
 * address passes the public path as `known`.
 */
export function usePublicPathname({
  rendered: isRendered = true,
  known,
}: {
  rendered?: boolean;
  known?: string;
} = {}): string {
  const pathname = usePathname() ?? '/';
  const { defaultLocale } = useTenantRouting();
  const match = INTERNAL.exec(pathname);
  let rendered = known ?? (isRendered ? pathname : '');
  if (known === undefined && isRendered && match) {
    const [, locale, rest = ''] = match;
    rendered = locale === defaultLocale ? rest || '/' : `/${locale}${rest}`;
  }
  return useSyncExternalStore(
    subscribe,
    () => decode(window.location.pathname),
    () => decode(rendered),
  );
}
