// A cached page is the same bytes for every visitor until it is rendered again, yet compressing it on every
// request was the largest single cost of serving it (brotli of a 120 KB home: ~3 ms of the main thread). A page
// seen a second time is compressed once, off the main thread and at the strongest settings, and later answers
// send those bytes. Pages that differ per visitor are seen once each and never cost more than the compression
// middleware's own work.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import Negotiator from 'negotiator';

// The compression middleware's own lists, so both paths choose alike.
const SUPPORTED = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED = ['br', 'gzip'];
const MIN_BYTES = 1024;
const MAX_BYTES = 48 * 1024 * 1024;
const MAX_SIGHTINGS = 4000;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** The strongest settings, for bytes compressed once and sent many times (pages here, static assets at build). */
export const compressors = {
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
};

/** key → { br?, gzip? } of pages seen twice; Map order is least recently sent first. */
const kept = new Map();
/** Keys seen once, oldest first. */
const sightings = new Set();
let keptBytes = 0;

/** The encoding this answer may be sent in from memory ('br' or 'gzip'), or null. */
export function encodingFor(req, res) {
  if (/\bno-transform\b/i.test(String(res.getHeader('cache-control') ?? ''))) return null;
  const method = new Negotiator(req).encoding(SUPPORTED, { preferred: PREFERRED });
  return method === 'br' || method === 'gzip' ? method : null;
}

/**
 * The compressed bytes of `body` (a string or Buffer known by `key`) in `encoding`, or undefined when they are not
 * ready; a second sighting of `key` starts making them.
 */
export function compressedPage(key, body, encoding) {
  const entry = kept.get(key);
  if (entry) {
    kept.delete(key);
    kept.set(key, entry);
    return entry[encoding];
  }
  if (Buffer.byteLength(body) < MIN_BYTES) return undefined;
  if (!sightings.has(key)) {
    if (sightings.size >= MAX_SIGHTINGS) sightings.delete(sightings.values().next().value);
    sightings.add(key);
    return undefined;
  }
  sightings.delete(key);
  const fresh = {};
  kept.set(key, fresh);
  const bytes = Buffer.from(body);
  for (const [name, compress] of Object.entries(compressors)) {
    compress(bytes).then(
      (encoded) => {
        if (kept.get(key) !== fresh) return;
        fresh[name] = encoded;
        keptBytes += encoded.length;
        trim();
      },
      (error) => console.warn(`Compressing a page for reuse failed: ${error.message}`),
    );
  }
  return undefined;
}

function trim() {
  for (const [key, entry] of kept) {
    if (keptBytes <= MAX_BYTES) return;
    kept.delete(key);
    keptBytes -= (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);
  }
}

/** For tests: forget every page. */
export function forgetCompressedPages() {
  kept.clear();
  sightings.clear();
  keptBytes = 0;
}
