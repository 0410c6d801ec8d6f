// Holds back an HTML answer until it is complete, so its Content-Security-Policy can list the hashes of the
// inline scripts it carries; every other answer passes straight through. The policy of a page is kept by the
// page's own hash, so a cached page served again costs one hash of its bytes, not a new scan; by the same hash
// its compressed bytes are kept (compressed-pages.mjs).

import { createHash } from 'node:crypto';
import { compressedPage, encodingFor } from '../compressed-pages.mjs';
import { inlineScripts } from './framework-scripts.mjs';
import { contentSecurityPolicy, readTenantSources } from './policy.mjs';

/** The proxy's per-tenant additions; internal, never sent to the browser. */
export const TENANT_HEADER = 'x-felt-csp-tenant';
const CSP = 'content-security-policy';
const MAX_KEPT = 500;
const policies = new Map();
const reported = new Set();

const pageKey = (body, tenantHeader) =>
  createHash('sha256')
    .update(body)
    .update('\0')
    .update(String(tenantHeader ?? ''))
    .digest('base64');

function pagePolicy(key, body, tenantHeader, where) {
  const kept = policies.get(key);
  if (kept) return kept;
  const { framework, unknown } = inlineScripts(String(body));
  const tenant = readTenantSources(tenantHeader);
  for (const script of unknown) {
    // Once per script: an operator or a developer should learn why a script of theirs does not run.
    if (tenant.script?.includes(script.hash) || reported.has(script.hash) || reported.size > 1000) continue;
    reported.add(script.hash);
    console.warn(
      `CSP: inline script ${script.hash} on ${where} is not the framework's nor configured: ${script.start}`,
    );
  }
  const policy = contentSecurityPolicy({ hashes: framework, tenant });
  if (policies.size >= MAX_KEPT) policies.delete(policies.keys().next().value);
  policies.set(key, policy);
  return policy;
}

/**
 * Gives the answer an ETag from the page's hash (Next's own is off: it hashed every page a second time) and turns
 * it into 304 Not Modified when the browser already holds these bytes.
 */
function sendsNotModified(req, res, key) {
  const etag = `W/"${key}"`;
  res.setHeader('etag', etag);
  const held = String(req.headers['if-none-match'] ?? '');
  if (!held) return false;
  const matches = held === '*' || held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.slice(2));
  if (!matches) return false;
  res.statusCode = 304;
  for (const name of ['content-length', 'content-type', 'transfer-encoding']) res.removeHeader(name);
  return true;
}

const isHtml = (res) => /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''));

/**
 * Sends a page known by `key` (its hash): 304 when the browser holds it, else its kept compressed bytes when
 * there are any, else `body` as it is for the compression middleware. `end(bytes)` ends the answer.
 */
function sendPage(req, res, key, body, end) {
  if (res.statusCode === 200 && sendsNotModified(req, res, key)) return end(undefined);
  const method = encodingFor(req, res);
  const encoded = method && compressedPage(key, body, method);
  if (encoded) {
    // Set before the compression middleware looks, so it lets these bytes through as they are.
    res.setHeader('content-encoding', method);
    res.setHeader('content-length', encoded.length);
    return end(encoded);
  }
  if (res.getHeader('content-length') !== undefined) res.setHeader('content-length', Buffer.byteLength(body));
  return end(body);
}

/**
 * Answers `req` with a page kept by the page microcache (its headers, its key and body), straight, without the
 * compression middleware: so only when the page's compressed bytes are ready or the browser takes none.
 * Returns false when it cannot, and the request goes on to Next.
 */
export function sendKeptPage(req, res, { headers, pageKey: key, body }) {
  const method = encodingFor(req, res);
  if (method && !compressedPage(key, body, method)) return false;
  for (const [name, value] of headers) res.setHeader(name, value);
  res.statusCode = 200;
  // The compression middleware would have added it.
  res.setHeader('vary', `${res.getHeader('vary') ? `${res.getHeader('vary')}, ` : ''}Accept-Encoding`);
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  sendPage(req, res, key, body, (bytes) => res.end(bytes));
  return true;
}

/**
 * Wraps `res` so that an HTML answer without a policy of its own gets one computed from its body.
 * `replaceBody(body)` (a string or a Buffer) may return a promise of other HTML to send instead (null keeps it);
 * `onPage(key, body)` learns of every page sent with its policy.
 */
export function withPagePolicy(req, res, replaceBody = () => null, onPage = () => {}) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  let chunks = null;
  let decided = false;
  let flushing = false;

  const decide = () => {
    if (decided) return;
    decided = true;
    const own = res.getHeader(CSP);
    if (req.method !== 'HEAD' && isHtml(res) && !own && !res.getHeader('content-encoding')) chunks = [];
    if (!chunks) res.removeHeader(TENANT_HEADER);
  };
  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');

  // Headers given to writeHead would be sent at once; they are set instead, so the policy can still be added.
  // Node itself calls writeHead when the body starts: that call goes through once the answer is decided.
  res.writeHead = function writeHead(status, reason, headers) {
    const fields = typeof reason === 'object' ? reason : headers;
    if (typeof reason === 'string') res.statusMessage = reason;
    res.statusCode = status;
    if (Array.isArray(fields)) {
      for (let i = 0; i < fields.length; i += 2) res.setHeader(fields[i], fields[i + 1]);
    } else if (fields) {
      for (const [name, value] of Object.entries(fields)) if (value !== undefined) res.setHeader(name, value);
    }
    if (flushing || (decided && !chunks)) return original.writeHead.call(res, res.statusCode);
    return res;
  };
  res.write = function write(chunk, encoding, callback) {
    decide();
    if (!chunks) return original.write.call(res, chunk, encoding, callback);
    if (chunk != null) chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };
  res.end = function end(chunk, encoding, callback) {
    decide();
    if (!chunks) return original.end.call(res, chunk, encoding, callback);
    if (chunk != null && typeof chunk !== 'function') {
      chunks.push(typeof encoding === 'string' && !/^utf-?8$/i.test(encoding) ? toBuffer(chunk, encoding) : chunk);
    }
    const done = [chunk, encoding, callback].find((value) => typeof value === 'function');
    const send = (body) => {
      const tenantHeader = res.getHeader(TENANT_HEADER);
      const key = pageKey(body, tenantHeader);
      const policy = pagePolicy(key, body, tenantHeader, `${req.headers.host}${req.url}`);
      res.setHeader(CSP, policy);
      // X-Frame-Options (next.config.ts) cannot name who may frame: a page its policy lets be framed (the gallery's
      // preview sites) goes without it, every other page keeps DENY.
      if (!policy.includes("frame-ancestors 'none'")) res.removeHeader('x-frame-options');
      res.removeHeader(TENANT_HEADER);
      flushing = true;
      onPage(key, body);
      sendPage(req, res, key, body, (bytes) => original.end.call(res, bytes, done));
    };
    // Next ends a cached page with one string: it is hashed and sent as it is, never copied.
    const body =
      chunks.length === 1 && typeof chunks[0] === 'string'
        ? chunks[0]
        : Buffer.concat(chunks.map((part) => toBuffer(part)));
    const replacement = replaceBody(body);
    if (replacement)
      replacement.then(
        (other) => send(other ?? body),
        () => send(body),
      );
    else send(body);
    return res;
  };
}
