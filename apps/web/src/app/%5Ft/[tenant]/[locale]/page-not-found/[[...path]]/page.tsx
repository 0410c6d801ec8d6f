import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundView } from '@/features/errors/not-found-view';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';

// The not-found view as a page of its own, reached only through the web server's second request for an
// address whose page called notFound() (src/tenant/not-found-route.ts). Its answer goes out with status 404.
export const dynamic = 'force-dynamic';

type Params = Promise<{ tenant: string; locale: string; path?: string[] }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { tenant, locale } = await readTenantParams(params as TenantParams);
  const t = await getTranslations({ locale, namespace: 'ui.notFound' });
  return { title: `${t('title')} | ${tenant.startup.site.site_name}`, robots: { index: false, follow: false } };
}

export default async function NotFoundRoute({ params }: { params: Params }) {
  const { locale } = await readTenantParams(params as TenantParams);
  setRequestLocale(locale);
  return <NotFoundView path={`/${((await params).path ?? []).join('/')}`} />;
}
