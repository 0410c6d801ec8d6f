// The BFF's POST calls answered by the web server itself, with the handler Next's API route hands over when it
// is first loaded (src/lib/api/direct-api.ts). Next's routing around a route handler (route matching, request
// and response wrapping, its async contexts) cost more CPU than the call itself: a get_balance through the BFF
// took about twice the web server's CPU of one straight to the platform. Media GETs take the same way, and what
// the platform marks immutable is then answered from memory (kept-media.mjs). Until the route is loaded, and for
// anything but a plain POST to a call path or a media GET, Next answers as before.
import { keptMedia } from './kept-media.mjs';
import { SECURITY_HEADERS } from './security-headers.mjs';

const KEY = Symbol.for('felt.direct-api');
/** A call path of the contract: letters, digits and underscores in segments, no query, no trailing slash. */
const CALL_PATH = /^\/api(?:\/[a-z0-9_]+)+$/i;
/** Operator calls of the web server itself; Next answers them. */
const OWN_PATHS = new Set(['/api/revalidate']);
const MEDIA_PREFIX = '/api/media/';
const media = keptMedia();

/** The handler Next's API route offered, or undefined while the route is not loaded yet. */
function offered() {
  return globalThis[KEY];
}

/** The request's body, at most `limit` bytes; `{ ok: false }` past that (the rest is left unread). */
function readBody(req, limit) {
  const declared = Number(req.headers['content-length'] ?? '');
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve({ ok: false });
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    const onData = (chunk) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        resolve({ ok: false });
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve({ ok: true, text: Buffer.concat(chunks).toString('utf8') }));
    req.on('error', reject);
  });
}

function webHeaders(raw) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/**
 * Writes an answer: `headers` as [name, value] pairs (set-cookie apart), `body` a Buffer (not sent to HEAD). A 304
 * carries no length: the one kept would be the picture's, not the empty answer's.
 */
function write(req, res, status, headers, body, cookies = []) {
  res.statusCode = status;
  for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
  for (const [name, value] of headers) {
    if (name !== 'set-cookie' && name !== 'content-length') res.setHeader(name, value);
  }
  if (cookies.length) res.setHeader('set-cookie', cookies);
  if (status !== 304) res.setHeader('content-length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function send(req, res, response) {
  const body = Buffer.from(await response.arrayBuffer());
  write(req, res, response.status, response.headers, body, response.headers.getSetCookie());
  return body;
}

function failed(req, res, error) {
  console.error(`API call ${req.url} failed`, error);
  if (!res.headersSent) {
    res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end('{"statusCode":-503,"message":"serviceUnavailable"}');
  } else res.destroy();
}

/** A media file: from memory when kept (304 when the browser holds it), else through the BFF's handler. */
function answerMedia(api, req, res) {
  const kept = media.find(req.url);
  if (kept) {
    const etag = kept.headers.find(([name]) => name === 'etag')?.[1];
    if (etag && req.headers['if-none-match'] === etag) write(req, res, 304, kept.headers, Buffer.alloc(0));
    else write(req, res, 200, kept.headers, kept.body);
    return;
  }
  const request = new Request(`http://localhost${req.url}`, { headers: webHeaders(req.headers) });
  api
    .media(request)
    .then(async (response) => media.keep(req.url, response.status, response.headers, await send(req, res, response)))
    .catch((error) => failed(req, res, error));
}

/** True when the call is answered here (the answer may still be on its way); false leaves it to Next. */
export function directApi(req, res) {
  const api = offered();
  if (api?.media && (req.method === 'GET' || req.method === 'HEAD') && req.url?.startsWith(MEDIA_PREFIX)) {
    answerMedia(api, req, res);
    return true;
  }
  if (!api || req.method !== 'POST' || !CALL_PATH.test(req.url ?? '') || OWN_PATHS.has(req.url)) return false;
  // The handler reads the Host and the other headers, never the URL: any origin will do for the Request.
  const request = new Request(`http://localhost${req.url}`, { method: 'POST', headers: webHeaders(req.headers) });
  api
    .post(request, req.url, () => readBody(req, api.bodyLimit))
    .then((response) => send(req, res, response))
    .catch((error) => failed(req, res, error));
  return true;
}
