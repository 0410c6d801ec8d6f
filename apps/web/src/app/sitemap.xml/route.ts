import { loadCms } from '@/features/content/load-cms.server';
import { SITE_FILE_CACHE, tenantOfRequest } from '@/features/seo/request-tenant.server';
import { sitemapPaths, sitemapXml } from '@/features/seo/sitemap';
import { publicOrigin } from '@/tenant/public-origin.server';

// sitemap.xml of the site on the request's host: its public pages in every language it enables.
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const tenant = await tenantOfRequest(request);
  if (tenant instanceof Response) return tenant;
  const { content, provider_count, maintenance } = tenant.startup;
  // In maintenance no page shows its content: nothing to list.
  const paths = maintenance.is_maintenance
    ? []
    : sitemapPaths({ menu: content.menu.children, providerCount: provider_count, cms: await loadCms(tenant) });
  return new Response(sitemapXml(publicOrigin(tenant.domain), tenant.locales, paths), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': SITE_FILE_CACHE },
  });
}
