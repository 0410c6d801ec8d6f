import '../../../globals.css';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AnalyticsHeadScripts, AnalyticsNoscripts } from '@/features/analytics/analytics-tags';
import { loadAnalytics } from '@/features/analytics/load-analytics.server';
import { OrganizationJsonLd } from '@/features/seo/organization-json-ld';
import { siteMetadata } from '@/features/seo/site-metadata.server';
import { TenantRoot } from '@/shell/tenant-root';
import { siteView } from '@/tenant/site-view';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';

// The root layout of every tenant page. The proxy rewrites <host>/<path> to /_t/<host>/<locale>/<path>;
// pages are rendered on first request per tenant and locale, then served from the cache and refreshed
// every minute in the background or at once through POST /api/revalidate.
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams(): { tenant: string; locale: string }[] {
  return [];
}

export async function generateMetadata({ params }: { params: TenantParams }): Promise<Metadata> {
  const { tenant, locale } = await readTenantParams(params);
  return siteMetadata(tenant, locale);
}

export default async function TenantLayout({ children, params }: { children: ReactNode; params: TenantParams }) {
  const { tenant, locale } = await readTenantParams(params);
  setRequestLocale(locale);
  // SPEC 4: during maintenance nothing but the maintenance page loads, the tenant's analytics included.
  const analytics = siteView(tenant).kind === 'maintenance' ? [] : await loadAnalytics(tenant);
  // Next adds the metadata tags to this <head>; what is here must be in the served HTML itself.
  const head = (
    <head>
      <OrganizationJsonLd tenant={tenant} />
      <AnalyticsHeadScripts snippets={analytics} />
    </head>
  );
  return (
    <TenantRoot tenant={tenant} locale={locale} head={head} bodyStart={<AnalyticsNoscripts snippets={analytics} />}>
      {children}
    </TenantRoot>
  );
}
