// The site's Content-Security-Policy for one HTML answer. No 'unsafe-inline' for scripts: inline code runs
// only when its hash is listed (the framework's scripts found in the page, the tenant's configured analytics
// snippets), and foreign scripts only from the origins of the providers that tenant configured.

const BASE = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Style attributes and the tenant's theme variables are inline; styles cannot run code.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Operators host logos and banners anywhere; game art comes through /api/media.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
  'media-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** A source list entry from the tenant header: an https/wss origin (wildcard host allowed) or a hash. */
const SOURCE = /^(?:'sha256-[A-Za-z0-9+/]+={0,2}'|(?:https|wss):\/\/(?:\*\.)?[a-z0-9.-]+(?::\d+)?)$/;

/**
 * A host of this install without a scheme (so it matches the page's own scheme only), with its port: the
 * gallery's preview sites it frames, and the gallery that frames a preview site (docs/decisions/0030).
 */
const OWN_HOST = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/;

/** The tenant's additions as the proxy sends them (x-felt-csp-tenant), keeping only well-formed sources. */
export function readTenantSources(header) {
  if (!header) return {};
  try {
    const parsed = JSON.parse(String(header));
    const pick = (list, ...patterns) =>
      Array.isArray(list) ? list.filter((s) => typeof s === 'string' && patterns.some((p) => p.test(s))) : [];
    return {
      script: pick(parsed.script, SOURCE),
      connect: pick(parsed.connect, SOURCE),
      frame: pick(parsed.frame, SOURCE, OWN_HOST),
      ancestors: pick(parsed.ancestors, OWN_HOST),
    };
  } catch {
    return {};
  }
}

/**
 * @param {{ hashes?: string[], tenant?: { script?: string[], connect?: string[], frame?: string[], ancestors?: string[] }, dev?: boolean }} parts
 */
export function contentSecurityPolicy({ hashes = [], tenant = {}, dev = false }) {
  const directives = structuredClone(BASE);
  directives['script-src'].push(...hashes, ...(tenant.script ?? []), ...(dev ? ["'unsafe-eval'"] : []));
  directives['connect-src'].push(...(tenant.connect ?? []));
  directives['frame-src'].push(...(tenant.frame ?? []));
  // Nobody frames a page, except the gallery its preview site.
  if (tenant.ancestors?.length) directives['frame-ancestors'] = [...tenant.ancestors];
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
