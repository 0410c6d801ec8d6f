'use client';

import { createContext, type ReactNode, use } from 'react';
import { ALL_LOCALES, type TenantLocales } from './routing';

// The tenant's locales and default reach client code (Link, locale switcher) through context, so
// components never look at the host: the layout, which knows the tenant, provides them once.
const TenantRoutingContext = createContext<TenantLocales>(ALL_LOCALES);

export function TenantRoutingProvider({ value, children }: { value: TenantLocales; children: ReactNode }) {
  return <TenantRoutingContext value={value}>{children}</TenantRoutingContext>;
}

export function useTenantRouting(): TenantLocales {
  return use(TenantRoutingContext);
}
