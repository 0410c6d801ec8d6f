import { SITE_FILE_CACHE, tenantOfRequest } from '@/features/seo/request-tenant.server';
import { siteColors } from '@/features/seo/site-colors';
import { webManifest } from '@/features/seo/web-manifest';

// The web app manifest of the site on the request's host, linked from every page's head.
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const tenant = await tenantOfRequest(request);
  if (tenant instanceof Response) return tenant;
  return new Response(JSON.stringify(webManifest(tenant.startup.site, siteColors(tenant))), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': SITE_FILE_CACHE },
  });
}
