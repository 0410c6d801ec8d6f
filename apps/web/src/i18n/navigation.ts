'use client';

import NextLink from 'next/link';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { type ComponentProps, createElement, useMemo } from 'react';
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

/** An internal link: `<Link href="/slots">` goes to /slots in the reader's language. */
export function Link({ href, ...props }: ComponentProps<typeof NextLink>) {
  const tenant = useTenantRouting();
  const locale = useLocale();
  return createElement(NextLink, { ...props, href: localizeHref(tenant, locale, href) });
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
