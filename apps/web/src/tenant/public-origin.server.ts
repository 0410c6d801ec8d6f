import { env } from '@/lib/env.server';

/**
 * The public origin of a tenant, for absolute canonical and hreflang URLs. Cached pages cannot read the
 * request, so it is derived from the domain: real domains are served over HTTPS on the default port;
 * demo hosts (localhost, *.localhost) are plain HTTP on this server's port.
 */
export function publicOrigin(domain: string): string {
  if (domain === 'localhost' || domain.endsWith('.localhost')) return `http://${domain}:${env.PORT}`;
  return `https://${domain}`;
}
