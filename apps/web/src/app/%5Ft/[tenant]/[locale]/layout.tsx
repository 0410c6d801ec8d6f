import '../../../globals.css';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { siteIcons } from '@/features/seo/page-metadata.server';
import { publicOrigin } from '@/tenant/public-origin.server';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';
import { TenantRoot } from '@/tenant/tenant-root';

// The root layout of every tenant page. The proxy rewrites <host>/<path> to /_t/<host>/<locale>/<path>;
// pages are rendered on first request per tenant and locale, then served from the cache and refreshed
// every minute in the background or at once through POST /api/revalidate.
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams(): { tenant: string; locale: string }[] {
  return [];
}

export async function generateMetadata({ params }: { params: TenantParams }): Promise<Metadata> {
  const { tenant } = await readTenantParams(params);
  const { site } = tenant.startup;
  return {
    metadataBase: new URL(publicOrigin(tenant.domain)),
    title: site.site_name,
    applicationName: site.site_name,
    icons: siteIcons(site),
  };
}

export default async function TenantLayout({ children, params }: { children: ReactNode; params: TenantParams }) {
  const { tenant, locale } = await readTenantParams(params);
  setRequestLocale(locale);
  return (
    <TenantRoot tenant={tenant} locale={locale}>
      {children}
    </TenantRoot>
  );
}
