'use client';

import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { type ComponentProps, createElement, type MouseEvent, type SyntheticEvent, useMemo } from 'react';
import { localizeHref, type PathWithQuery, pathString, unlocalizedPathname } from './localize-href';
import { useTenantRouting } from './tenant-routing-provider';

/*
 * Navigation within a tenant's site: Next's router, and a link on it, with the reader's locale put into each
 * path (the tenant's default locale unprefixed, every other one prefixed: 'as-needed'). Every tenant has
 * its own locales and default, which next-intl's `createNavigation` can only take once per build; and the
 * language switch writes its own cookie (features/locale), so no link or push here changes the locale.
 * Built on Next's router directly so no page carries next-intl's navigation runtime (decision 0043).
 * Link is a client component, so server components render it too.
 */

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** An internal path ('/slots', '/slots?x=1#top'), a path with its query, or another site's address. */
  href: string | PathWithQuery;
  /** false: not prefetched even when reached for (a lobby of cards, each with its own query). */
  prefetch?: false;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
};

/** A click the browser handles itself: a new tab or window, a download, a modified or non-primary click. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  const target = anchor.getAttribute('target');
  return (
    (target !== null && target !== '_self') ||
    anchor.hasAttribute('download') ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  );
}

/**
 * An internal link: `<Link href="/slots">` goes to /slots in the reader's language, through Next's router
 * (the anchor Next's documentation calls ejecting from its Link, so no page carries that Link's viewport
 * prefetching and link-status runtime: decision 0045). Its page is prefetched when the reader reaches for it
 * (pointer over it, a touch, keyboard focus), not when it scrolls into view (decision 0044).
 */
export function Link({ href, prefetch, replace, onClick, onPointerEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const tenant = useTenantRouting();
  const locale = useLocale();
  const router = useNextRouter();
  const url = localizeHref(tenant, locale, pathString(href));
  const internal = url.startsWith('/') && !url.startsWith('//');
  const withIntent =
    <E extends SyntheticEvent>(own?: (event: E) => void) =>
    (event: E) => {
      own?.(event);
      if (internal && prefetch !== false) router.prefetch(url);
    };
  const anchor: ComponentProps<'a'> = {
    ...props,
    href: url,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || !internal || leftToBrowser(event)) return;
      event.preventDefault();
      if (replace) router.replace(url);
      else router.push(url);
    },
    onPointerEnter: withIntent(onPointerEnter),
    onTouchStart: withIntent(onTouchStart),
    onFocus: withIntent(onFocus),
  };
  return createElement('a', anchor);
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
