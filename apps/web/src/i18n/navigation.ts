'use client';

import NextLink from 'next/link';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { type ComponentProps, createElement, type SyntheticEvent, useMemo } from 'react';
import { localizeHref, type PathWithQuery, pathString, unlocalizedPathname } from './localize-href';
import { useTenantRouting } from './tenant-routing-provider';

/*
 * Navigation within a tenant's site: Next's own Link and router with the reader's locale put into each
 * path (the tenant's default locale unprefixed, every other one prefixed: 'as-needed'). Every tenant has
 * its own locales and default, which next-intl's `createNavigation` can only take once per build; and the
 * language switch writes its own cookie (features/locale), so no link or push here changes the locale.
 * Built on Next's parts directly so no page carries next-intl's navigation runtime (decision 0043).
 * Link is a client component, so server components render it too.
 */

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * An internal link: `<Link href="/slots">` goes to /slots in the reader's language. Its page is prefetched when
 * the reader reaches for it (pointer over it, a touch, keyboard focus), not when it scrolls into view: a home
 * shows a dozen links, and prefetching each at once made the server render a dozen pages while the phone was
 * still painting the first one. `prefetch` true or false overrides this, as on Next's Link.
 */
export function Link({ href, prefetch, onPointerEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const tenant = useTenantRouting();
  const locale = useLocale();
  const router = useNextRouter();
  const localized = localizeHref(tenant, locale, href);
  if (typeof prefetch === 'boolean') {
    return createElement(NextLink, { ...props, href: localized, prefetch, onPointerEnter, onTouchStart, onFocus });
  }
  const target = internalTarget(localized);
  const onIntent =
    <E extends SyntheticEvent>(own?: (event: E) => void) =>
    (event: E) => {
      if (target) router.prefetch(target);
      own?.(event);
    };
  return createElement(NextLink, {
    ...props,
    href: localized,
    prefetch: false,
    onPointerEnter: onIntent(onPointerEnter),
    onTouchStart: onIntent(onTouchStart),
    onFocus: onIntent(onFocus),
  });
}

/** The path and query a link's href names within the site, or null for another site or a form we do not build. */
function internalTarget(href: LinkProps['href']): string | null {
  let path: string | null = null;
  if (typeof href === 'string') path = href;
  else if (typeof href.pathname === 'string' && (href.query == null || typeof href.query === 'object')) {
    const query = Object.fromEntries(
      Object.entries(href.query ?? {})
        .filter(([, value]) => value != null)
        .map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : String(value)]),
    );
    path = pathString({ pathname: href.pathname, query });
  }
  return path?.startsWith('/') && !path.startsWith('//') ? path : null;
}

/** The current path without its locale prefix, e.g. '/slots' on '/cn/slots'. */
export function usePathname(): string {
  return unlocalizedPathname(useNextPathname() ?? '/', useLocale());
}

type NextRouter = ReturnType<typeof useNextRouter>;
type Options<K extends 'push' | 'prefetch'> = Parameters<NextRouter[K]>[1];
export type Router = Omit<NextRouter, 'push' | 'replace' | 'prefetch'> & {
  push(href: string | PathWithQuery, options?: Options<'push'>): void;
  replace(href: string | PathWithQuery, options?: Options<'push'>): void;
  prefetch(href: string | PathWithQuery, options?: Options<'prefetch'>): void;
};

/** Next's router whose `push`, `replace` and `prefetch` take unprefixed paths (or a path and query), as Link does. */
export function useRouter(): Router {
  const router = useNextRouter();
  const tenant = useTenantRouting();
  const locale = useLocale();
  return useMemo(() => {
    const localize = (href: string | PathWithQuery) => localizeHref(tenant, locale, pathString(href));
    return {
      ...router,
      push: (href, options) => router.push(localize(href), options),
      replace: (href, options) => router.replace(localize(href), options),
      prefetch: (href, options) => router.prefetch(localize(href), options),
    };
  }, [router, tenant, locale]);
}
