import { domainOfHost, resolveHost } from '@/tenant/host-resolver.server';
import { loadTenant, PlatformUnavailableError, type ReadyTenant } from '@/tenant/load-tenant.server';

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
 * see: the Host decides it the way the proxy does (its in-memory cache first, so made-up hosts cost
 * nothing), then the cached startup answer. An unknown host is 404, an unreachable platform 503.
 */
export async function tenantOfRequest(request: Request): Promise<ReadyTenant | Response> {
  const domain = domainOfHost(request.headers.get('host'));
  if (!domain) return plain(404, 'Not found');
  const resolution = await resolveHost(domain);
  if (resolution.kind === 'unknown') return plain(404, 'Not found');
  if (resolution.kind === 'down') return plain(503, 'Service unavailable');
  try {
    const tenant = await loadTenant(domain);
    return tenant.kind === 'ready' ? tenant : plain(404, 'Not found');
  } catch (error) {
    if (error instanceof PlatformUnavailableError) return plain(503, 'Service unavailable');
    throw error;
  }
}
