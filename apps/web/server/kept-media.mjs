// Media answers the platform marks immutable (content-hashed names under /api/media/) kept in memory by their
// address: a page's twenty-odd pictures otherwise cost a platform round trip each and, through Next's routing,
// about 10 ms of the web server's one thread apiece while the first visit's stylesheet and scripts wait.
// Least recently sent go first past the byte limit; nothing mutable or per visitor is kept.

const MAX_BYTES = 16 * 1024 * 1024;
const MAX_ENTRY = 1024 * 1024;

/** @param {{ maxBytes?: number }} [options] */
export function keptMedia({ maxBytes = MAX_BYTES } = {}) {
  /** url → { headers: [name, value][], body: Buffer }; Map order is least recently sent first. */
  const entries = new Map();
  let bytes = 0;
  return {
    /** The kept answer for `url`, or undefined. */
    find(url) {
      const entry = entries.get(url);
      if (!entry) return undefined;
      entries.delete(url);
      entries.set(url, entry);
      return entry;
    },
    /** Keeps a 200 answer whose cache-control says immutable; `headers` are a Fetch Headers. */
    keep(url, status, headers, body) {
      if (status !== 200 || url.includes('?') || body.length > MAX_ENTRY) return;
      if (!/\bimmutable\b/.test(headers.get('cache-control') ?? '') || entries.has(url)) return;
      entries.set(url, { headers: [...headers], body });
      bytes += body.length;
      for (const [oldUrl, old] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldUrl);
        bytes -= old.body.length;
      }
    },
    get size() {
      return entries.size;
    },
  };
}
