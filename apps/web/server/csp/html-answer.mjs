// Holds back an HTML answer until it is complete, so its Content-Security-Policy can list the hashes of the
// inline scripts it carries; every other answer passes straight through. The policy of a page is kept by the
// page's own hash, so a cached page served again costs one hash of its bytes, not a new scan.

import { createHash } from 'node:crypto';
import { inlineScripts } from './framework-scripts.mjs';
import { contentSecurityPolicy, readTenantSources } from './policy.mjs';

/** The proxy's per-tenant additions; internal, never sent to the browser. */
export const TENANT_HEADER = 'x-felt-csp-tenant';
const CSP = 'content-security-policy';
const MAX_KEPT = 500;
const policies = new Map();
const reported = new Set();

function pagePolicy(html, tenantHeader, where) {
  const key = createHash('sha256')
    .update(html)
    .update('\0')
    .update(String(tenantHeader ?? ''))
    .digest('base64');
  const kept = policies.get(key);
  if (kept) return kept;
  const { framework, unknown } = inlineScripts(html);
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

const isHtml = (res) => /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''));

/**
 * Wraps `res` so that an HTML answer without a policy of its own gets one computed from its body.
 * `replaceBody(body)` may return a promise of other HTML to send instead (null keeps the body).
 */
export function withPagePolicy(req, res, replaceBody = () => null) {
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
    if (chunk != null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    const done = [chunk, encoding, callback].find((value) => typeof value === 'function');
    const send = (body) => {
      res.setHeader(
        CSP,
        pagePolicy(body.toString('utf8'), res.getHeader(TENANT_HEADER), `${req.headers.host}${req.url}`),
      );
      res.removeHeader(TENANT_HEADER);
      if (res.getHeader('content-length') !== undefined) res.setHeader('content-length', body.length);
      flushing = true;
      original.end.call(res, body, done);
    };
    const body = Buffer.concat(chunks);
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
