'use client';

import { createNavigation } from 'next-intl/navigation';
import { type ComponentProps, createElement } from 'react';
import { type TenantLocales, tenantRouting } from './routing';
import { useTenantRouting } from './tenant-routing-provider';

/*
 * next-intl navigation for a multi-tenant site. next-intl's `createNavigation(routing)` bakes one
 * locale list and one default into its Link and hooks, but every tenant has its own (its default is
 * unprefixed, its other locales are prefixed). We build one navigation per distinct tenant routing,
 * lazily and cached, and pick it from TenantRoutingProvider (set by the tenant layout). `domains`
 * was rejected: tenants are data, not build-time config, and with `as-needed` + `domains` next-intl
 * can only fix link prefixes after hydration, which cached pages would show wrong first.
 * Link is a client component, so server components render it too (props: href, locale, ...).
 */
function createTenantNavigation(tenant: TenantLocales) {
  return createNavigation(tenantRouting(tenant));
}
type TenantNavigation = ReturnType<typeof createTenantNavigation>;

const navigations = new Map<string, TenantNavigation>();

function navigationFor(tenant: TenantLocales): TenantNavigation {
  const key = `${tenant.defaultLocale}|${tenant.locales.join(',')}`;
  let navigation = navigations.get(key);
  if (!navigation) {
    navigation = createTenantNavigation(tenant);
    navigations.set(key, navigation);
  }
  return navigation;
}

export type LinkProps = ComponentProps<TenantNavigation['Link']>;

/** An internal link: `<Link href="/slots">`; pass `locale` to link to another language of the same page. */
export function Link(props: LinkProps) {
  return createElement(navigationFor(useTenantRouting()).Link, props);
}

/** Matches the internal tenant segment the proxy rewrites to, should Next report it before hydration. */
const INTERNAL_PREFIX = /^\/_t\/[^/]+\/[^/]+(?=\/|$)/;

/** The current path without its locale prefix, e.g. '/slots' on '/cn/slots'. */
export function usePathname(): string {
  const pathname = navigationFor(useTenantRouting()).usePathname() ?? '/';
  return pathname.replace(INTERNAL_PREFIX, '') || '/';
}

/** Like Next's router; `push(href, { locale })` switches language and writes the locale cookie. */
export function useRouter() {
  return navigationFor(useTenantRouting()).useRouter();
}
