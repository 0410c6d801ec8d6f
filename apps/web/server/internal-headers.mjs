// Headers Next writes for its own router and for this server, held back from the browser. The proxy's rewrite
// target (`x-middleware-rewrite`) names the internal route of every page (/_t/<host>/<locale>/…) and no client
// reads it (the router reads x-nextjs-rewritten-path on its own data requests). The page-cache verdict, prerender
// flag and stale time are read by the router on its data answers (text/x-component) only: on a page, or its 304,
// nobody reads them, and the verdict tells a visitor what is cached. The verdict stays readable for the metrics.

const NEVER_SENT = ['x-middleware-rewrite'];
const ROUTER_DATA_ONLY = ['x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time'];
const VERDICT = Symbol('next page-cache verdict');

const isRouterData = (res) => /^text\/x-component\b/i.test(String(res.getHeader('content-type') ?? ''));

/** Wraps `res.writeHead` (which Node calls too when a body starts) so that the headers above are not sent. */
export function holdInternalHeaders(res) {
  const writeHead = res.writeHead;
  res.writeHead = function heldWriteHead(status, reason, headers) {
    const fields = typeof reason === 'object' ? reason : headers;
    // Headers given here would go out as they are: set them first, so they are filtered with the rest.
    if (Array.isArray(fields)) {
      for (let i = 0; i < fields.length; i += 2) res.setHeader(fields[i], fields[i + 1]);
    } else if (fields) {
      for (const [name, value] of Object.entries(fields)) if (value !== undefined) res.setHeader(name, value);
    }
    res[VERDICT] = res.getHeader('x-nextjs-cache');
    for (const name of NEVER_SENT) res.removeHeader(name);
    if (!isRouterData(res)) for (const name of ROUTER_DATA_ONLY) res.removeHeader(name);
    return typeof reason === 'string' ? writeHead.call(res, status, reason) : writeHead.call(res, status);
  };
}

/** Next's page-cache verdict (HIT, STALE, MISS…) of an answer, sent or not. */
export const pageCacheVerdict = (res) => res[VERDICT] ?? res.getHeader('x-nextjs-cache');
