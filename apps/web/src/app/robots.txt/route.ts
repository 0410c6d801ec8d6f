import { SITE_FILE_CACHE, tenantOfRequest } from '@/features/seo/request-tenant.server';
import { robotsTxt } from '@/features/seo/robots';
import { publicOrigin } from '@/tenant/public-origin.server';

// robots.txt of the site on the request's host (the proxy leaves files with an extension alone).
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const tenant = await tenantOfRequest(request);
  if (tenant instanceof Response) return tenant;
  const text = robotsTxt(publicOrigin(tenant.domain), tenant.locales, tenant.startup.maintenance.is_maintenance);
  return new Response(text, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': SITE_FILE_CACHE },
  });
}
