// The stylesheets of what this renders, first and in cascade order (docs/decisions/0038).
import '@/ui/form/forms.css';
import '@/features/account/account.css';
import '@/ui/progress-bar.css';
import '@/features/content/content.css';
import '@/features/promotions/promotions.css';

import { localeByPrefix } from '@felt/contract';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { loadPromotions } from '@/features/promotions/load-promotions.server';
import { PromotionDetailPage } from '@/features/promotions/promotion-detail-page';
import { promotionWords } from '@/features/promotions/promotion-words.server';
import { pageMetadata } from '@/features/seo/page-metadata.server';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { siteView } from '@/tenant/site-view';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';

type Params = Promise<{ tenant: string; locale: string; code: string }>;

/** The running promotion of that code; a promotion that ended or never was is not found. */
async function promotionOf(tenant: ReadyTenant, locale: string, code: string) {
  const list = await loadPromotions(tenant, localeByPrefix(locale)?.code ?? 'EN');
  return list.find((p) => p.code === decodeURIComponent(code)) ?? notFound();
}

// One promotion's page: public and indexable, cached like the list.
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { tenant, locale } = await readTenantParams(params as TenantParams);
  const { code } = await params;
  const promotion = await promotionOf(tenant, locale, code);
  const metadata = await pageMetadata(tenant, locale, 'promotions', `/promotions/${promotion.code}`);
  const { title: words } = await promotionWords(promotion, locale, tenant.startup.site.currency);
  const title = `${words} | ${tenant.startup.site.site_name}`;
  return { ...metadata, title, openGraph: { ...metadata.openGraph, title } };
}

export default async function PromotionRoute({ params }: { params: Params }) {
  const { tenant, locale } = await readTenantParams(params as TenantParams);
  setRequestLocale(locale);
  if (siteView(tenant).kind !== 'site') return null;
  const promotion = await promotionOf(tenant, locale, (await params).code);
  return <PromotionDetailPage tenant={tenant} locale={locale} promotion={promotion} />;
}
