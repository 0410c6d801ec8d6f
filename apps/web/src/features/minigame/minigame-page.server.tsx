import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/features/seo/page-metadata.server';
import { siteView } from '@/tenant/site-view';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';
import { MinigameView } from './minigame-view';

// What /minigame and /spin share: the same wheel, in the dedicated layout or in the site's. A site without
// gamification (gamify_status false) has neither page.

type Path = '/minigame' | '/spin';

export async function minigameMetadata(params: TenantParams, path: Path): Promise<Metadata> {
  const { tenant, locale } = await readTenantParams(params);
  const metadata = await pageMetadata(tenant, locale, path.slice(1), path);
  const { site_name } = tenant.startup.site;
  const robots = { index: false };
  // Without an SEO record of its own the page is named after itself rather than only after the site.
  if (metadata.title !== site_name) return { ...metadata, robots };
  const t = await getTranslations({ locale, namespace: 'ui.minigame' });
  const title = `${t('title')} | ${site_name}`;
  return { ...metadata, title, openGraph: { ...metadata.openGraph, title }, robots };
}

export async function MinigamePage({ params, path }: { params: TenantParams; path: Path }) {
  const { tenant, locale } = await readTenantParams(params);
  setRequestLocale(locale);
  // In maintenance or with a bad theme the layout shows only that (SPEC 4).
  if (siteView(tenant).kind !== 'site') return null;
  if (!tenant.startup.site.gamify_status) notFound();
  return <MinigameView path={path} />;
}
