// A cached page asked for again within a second is answered here, before Next's request pipeline (routing, the
// proxy, the cache read: about 1 ms of the main thread per request, whatever the page), from what Next answered
// the last time for the same request. Only what cannot differ between two visitors is kept: pages Next served
// from its shared cache (x-nextjs-cache HIT or STALE), for the same host, address and the very inputs the proxy
// chooses a page by (the language cookie and header, the registrable-domain cookie it may write). A second is
// far below the pages' own revalidation time, and a tenant's revalidation empties it at once.

const TTL_MS = 1000;
/** Bodies kept at most, in characters: each answer holds its own copy of the page. */
const MAX_CHARS = 16 * 1024 * 1024;
/** The cookies the proxy reads (src/proxy.ts): the reader's language choice, and clientDomain, which it rewrites. */
const KEY_COOKIES = ['i18n_redirected', 'clientDomain'];
/** Requests of the client router and of the not-found render, which Next answers differently. */
const PASSED_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'x-felt-not-found',
];
/** Headers of one answer, never of another. */
const PER_ANSWER = new Set([
  'x-request-id',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'etag',
]);

function cookieValue(header, name) {
  if (!header) return '';
  for (const part of String(header).split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return '';
}

/** The key of a request that may be answered from here, or null. */
export function requestKey(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '';
  if (url.startsWith('/api/') || url.startsWith('/_next/') || url.startsWith('/games/')) return null;
  for (const name of PASSED_HEADERS) if (req.headers[name] !== undefined) return null;
  const cookies = KEY_COOKIES.map((name) => cookieValue(req.headers.cookie, name));
  return [req.headers.host ?? '', url, req.headers['accept-language'] ?? '', ...cookies].join('\n');
}

/** Whether an answer may serve the next visitors: a page from Next's shared cache, as it stands. */
export function isSharedPage(res) {
  const cache = String(res.getHeader('x-nextjs-cache') ?? '');
  const control = String(res.getHeader('cache-control') ?? '');
  return (
    res.statusCode === 200 &&
    (cache === 'HIT' || cache === 'STALE') &&
    !/\b(private|no-store)\b/i.test(control) &&
    /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''))
  );
}

/**
 * @param {{ now?: () => number }} [options]
 */
export function pageMicrocache({ now = Date.now } = {}) {
  /** request key → { at, headers, pageKey, body }, oldest first */
  const entries = new Map();
  let chars = 0;

  const drop = (key, entry) => {
    entries.delete(key);
    chars -= entry.body.length;
  };

  return {
    /** Keeps an answer that `isSharedPage` accepted, with its body and the key of its bytes (html-answer.mjs). */
    keep(req, res, pageKey, body) {
      const key = requestKey(req);
      if (key === null || req.method !== 'GET' || !isSharedPage(res)) return;
      const headers = Object.entries(res.getHeaders()).filter(([name]) => !PER_ANSWER.has(name));
      const previous = entries.get(key);
      if (previous) drop(key, previous);
      const at = now();
      // The oldest go first: those past their second, then any while the bodies would exceed the limit.
      for (const [oldKey, old] of entries) {
        if (at - old.at < TTL_MS && chars + body.length <= MAX_CHARS) break;
        drop(oldKey, old);
      }
      entries.set(key, { at, headers, pageKey, body });
      chars += body.length;
    },
    /** The kept answer for `req`, or null when there is none less than a second old. */
    find(req) {
      const key = requestKey(req);
      if (key === null) return null;
      const entry = entries.get(key);
      if (!entry) return null;
      if (now() - entry.at >= TTL_MS) {
        drop(key, entry);
        return null;
      }
      return entry;
    },
    clear() {
      entries.clear();
      chars = 0;
    },
  };
}
