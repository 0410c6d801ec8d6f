import { tenantOfHost } from '@/tenant/host-resolver.server';
import type { ReadyTenant } from '@/tenant/load-tenant.server';

/** Cache-Control of the per-site files: crawlers and browsers may keep them a few minutes. */
export const SITE_FILE_CACHE = 'public, max-age=300, stale-while-revalidate=600';

function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...(status === 503 ? { 'retry-after': '5' } : {}),
    },
  });
}

/**
 * The tenant of a request to a root file (robots.txt, sitemap.xml, the manifest), which the proxy does not
 * see. An unknown host is 404, an unreachable platform 503.
 */
export async function tenantOfRequest(request: Request): Promise<ReadyTenant | Response> {
  const found = await tenantOfHost(request.headers.get('host'));
  if (found.kind === 'ready') return found.tenant;
  return found.kind === 'down' ? plain(503, 'Service unavailable') : plain(404, 'Not found');
}
