// Next answers a page that calls notFound() with status 404 and an empty shell in production builds: the
// not-found view is only in the page's data and appears after hydration (docs/decisions/0015). This asks
// this same server again for the address, with a token only this process knows, and the proxy sends that
// request to a page that renders the view in the tenant's shell and language; its HTML replaces the empty one.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';

// Held equal to src/tenant/not-found-route.ts by a test.
export const NOT_FOUND_TOKEN_HEADER = 'x-felt-not-found';
export const NOT_FOUND_TOKEN_ENV = 'FELT_NOT_FOUND_TOKEN';
const FORWARDED = ['host', 'cookie', 'accept-language', 'user-agent', 'x-forwarded-proto', 'x-forwarded-host'];
const TIMEOUT_MS = 5000;

/** Gives this process its token; the proxy runs in the same process and reads it from the environment. */
export function createNotFoundToken() {
  process.env[NOT_FOUND_TOKEN_ENV] = randomBytes(24).toString('base64url');
}

/** Next's empty error shell, as opposed to a page that rendered. */
export function isBlankNotFound(status, html) {
  return status === 404 && html.includes('<html id="__next_error__"');
}

/**
 * The not-found page for the address of `req`, or null when it cannot be had (the empty one then stays); `host` is
 * where this server reaches itself (listen-host.mjs).
 */
export function renderNotFound(req, port, host = '127.0.0.1') {
  const token = process.env[NOT_FOUND_TOKEN_ENV];
  // The second request must not ask a third time.
  if (!token || req.method !== 'GET' || req.headers[NOT_FOUND_TOKEN_HEADER]) return null;
  const headers = { [NOT_FOUND_TOKEN_HEADER]: token };
  for (const name of FORWARDED) if (req.headers[name] !== undefined) headers[name] = req.headers[name];
  return new Promise((resolve) => {
    const ask = request({ host, port, path: req.url, headers, timeout: TIMEOUT_MS }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const html = /^text\/html\b/i.test(answer.headers['content-type'] ?? '');
        resolve(answer.statusCode === 200 && html ? Buffer.concat(chunks) : null);
      });
      answer.on('error', () => resolve(null));
    });
    ask.on('timeout', () => ask.destroy());
    ask.on('error', () => resolve(null));
    ask.end();
  });
}
