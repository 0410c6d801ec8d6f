// How a 404 page is rendered with its tenant's shell (docs/decisions/0015). Next serves the answer of a page
// that calls notFound() as an empty shell in production builds; the web server then asks again for the same
// address with a per-process token, and the proxy sends that request to a page that renders the not-found
// view itself. The names are repeated in server/not-found-page.mjs, which a test holds equal.

/** The internal route that renders the not-found view for the path after it. */
export const NOT_FOUND_SEGMENT = 'page-not-found';
/** The request header carrying the web server's token. */
export const NOT_FOUND_TOKEN_HEADER = 'x-felt-not-found';
/** The environment variable holding that token, set by the web server at start. */
export const NOT_FOUND_TOKEN_ENV = 'FELT_NOT_FOUND_TOKEN';

/** True when the request was made by this process's web server to render a not-found page. */
export function isNotFoundRender(headerValue: string | null): boolean {
  const token = process.env[NOT_FOUND_TOKEN_ENV];
  return Boolean(token) && headerValue === token;
}

/**
 * Where the proxy sends a path of a tenant: `localized` is the internal form `/<locale>/rest`. The not-found
 * route answers only the web server's own request; asked for from outside it is an unknown path like any other.
 */
export function internalPath(domain: string, localized: string, publicPath: string, notFoundRender: boolean): string {
  const [, locale = '', segment] = localized.split('/', 3);
  if (notFoundRender) return `/_t/${domain}/${locale}/${NOT_FOUND_SEGMENT}${publicPath === '/' ? '' : publicPath}`;
  if (segment === NOT_FOUND_SEGMENT) return `/_t/${domain}/${locale}/${NOT_FOUND_SEGMENT}-`;
  return `/_t/${domain}${localized}`;
}
