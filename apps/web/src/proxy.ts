import { COOKIES } from '@felt/contract/tables';
import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { galleryServed, isGalleryPath } from '@/features/gallery/gallery-access';
import { readChoice } from '@/features/gallery/gallery-choice';
import { GALLERY_LANG_HEADER } from '@/features/gallery/gallery-lang';
import { LOCALE_COOKIE, type TenantLocales, tenantRouting } from '@/i18n/routing';
import { env } from '@/lib/env.server';
import { clientDomainOf } from '@/tenant/client-domain';
import { directRoute } from '@/tenant/direct-route';
import { domainOfHost, type HostResolution, resolveHost } from '@/tenant/host-resolver.server';
import { internalPath, isNotFoundRender, NOT_FOUND_TOKEN_HEADER } from '@/tenant/not-found-route';
import { previewFrameAncestor, previewHost, previewOf } from '@/tenant/preview-host';
import { routeRedirect } from '@/tenant/route-rules';
import { STATUS_PAGE_CSP, serviceUnavailableHtml, siteNotConfiguredHtml, statusLocale } from '@/tenant/status-page';
import { TENANT_CSP_HEADER, type TenantCsp } from '@/tenant/tenant-csp';

// The one place that looks at the Host header (DESIGN.md 8). Host → tenant (cached in memory) → that
// tenant's next-intl middleware (its locales, its unprefixed default, the i18n_redirected cookie) →
// rewrite to the internal segment /_t/<tenant>/<locale>/..., where pages are cached per tenant and locale.

type IntlMiddleware = ReturnType<typeof createMiddleware>;
/** One middleware per distinct locale setup, shared by tenants that have the same one. */
const middlewares = new Map<string, IntlMiddleware>();

function middlewareFor(locales: TenantLocales): IntlMiddleware {
  const key = `${locales.defaultLocale}|${locales.locales.join(',')}`;
  let middleware = middlewares.get(key);
  if (!middleware) {
    middleware = createMiddleware(tenantRouting(locales));
    middlewares.set(key, middleware);
  }
  return middleware;
}

function htmlResponse(html: string, status: number): NextResponse {
  return new NextResponse(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': STATUS_PAGE_CSP,
      ...(status === 503 ? { 'retry-after': '5' } : {}),
    },
  });
}

function rewriteTo(request: NextRequest, pathname: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.rewrite(url);
}

/**
 * SPEC 9: the clientDomain cookie names the site's registrable domain; written when missing or stale. The
 * tenant's additions to the page policy ride along for the web server, which removes them (server/csp/).
 */
function withTenantParts(request: NextRequest, domain: string, csp: TenantCsp, response: NextResponse): NextResponse {
  const { name, ...attributes } = COOKIES.clientDomain;
  const value = clientDomainOf(domain);
  if (request.cookies.get(name)?.value !== value) response.cookies.set({ name, value, ...attributes });
  // A preview site of the operator gallery may be framed by that gallery; every other page by nobody.
  const ancestor = previewFrameAncestor(request.headers.get('host') ?? '');
  response.headers.set(TENANT_CSP_HEADER, JSON.stringify(ancestor ? { ...csp, ancestors: [ancestor] } : csp));
  return response;
}

/**
 * The operator gallery (features/gallery), outside any tenant: never kept by a cache, and its page may frame the
 * preview site it shows (same scheme and port, docs/decisions/0030).
 */
function galleryResponse(request: NextRequest, host: string): NextResponse {
  const choice = readChoice((name) => request.nextUrl.searchParams.get(name));
  const headers = new Headers(request.headers);
  headers.set(GALLERY_LANG_HEADER, choice.lang);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('cache-control', 'no-store');
  const preview = previewHost(choice, host);
  const csp: TenantCsp = { script: [], connect: [], frame: preview ? [preview] : [] };
  response.headers.set(TENANT_CSP_HEADER, JSON.stringify(csp));
  return response;
}

function tenantResponse(request: NextRequest, domain: string, resolution: HostResolution): NextResponse {
  const locale = statusLocale(request.nextUrl.pathname, request.headers.get('accept-language'));
  if (resolution.kind === 'unknown')
    return htmlResponse(siteNotConfiguredHtml(domain, locale, resolution.message), 404);
  if (resolution.kind === 'down') return htmlResponse(serviceUnavailableHtml(locale), 503);

  const { pathname } = request.nextUrl;
  const rule = routeRedirect(pathname);
  if (rule !== null) {
    const url = request.nextUrl.clone();
    url.pathname = rule;
    return NextResponse.redirect(url, 308);
  }
  const notFoundRender = isNotFoundRender(request.headers.get(NOT_FOUND_TOKEN_HEADER));
  const internal = (localized: string) => internalPath(domain, localized, pathname, notFoundRender);
  // A gallery's preview site shows the language its address names (the default when it names none): the viewer's
  // browser and earlier choice do not steer it, so the gallery shows what was picked.
  const preview = previewOf(domain) !== null;
  const cookie = preview ? undefined : request.cookies.get(LOCALE_COOKIE.name)?.value;
  const acceptLanguage = preview ? null : request.headers.get('accept-language');
  const direct = directRoute(resolution.locales, pathname, cookie, acceptLanguage);
  if (direct !== null) return withTenantParts(request, domain, resolution.csp, rewriteTo(request, internal(direct)));

  const intl = middlewareFor(resolution.locales)(request);
  // Locale redirects (/en/x → /x on an English-default site, / → /cn from the cookie) go out unchanged.
  if (intl.headers.has('location')) return intl;

  const rewritten = intl.headers.get('x-middleware-rewrite');
  const localized = rewritten ? new URL(rewritten).pathname : pathname;
  const response = rewriteTo(request, internal(localized));
  for (const cookie of intl.cookies.getAll()) response.cookies.set(cookie);
  return withTenantParts(request, domain, resolution.csp, response);
}

export function proxy(request: NextRequest): NextResponse | Promise<NextResponse> {
  // The internal segment is never addressable from outside: otherwise any tenant's pages could be read
  // on another tenant's host.
  if (request.nextUrl.pathname.startsWith('/_t')) return new NextResponse(null, { status: 404 });

  const host = request.headers.get('host');
  const domain = domainOfHost(host);
  if (!domain) {
    const locale = statusLocale(request.nextUrl.pathname, request.headers.get('accept-language'));
    return htmlResponse(siteNotConfiguredHtml(host ?? '', locale), 404);
  }

  // The operator gallery: in demo mode on any host, without asking which site it is; otherwise only on a host
  // that is no site (gallery-access.ts), and on a site's host /gallery is an unknown path of that site.
  const gallery = isGalleryPath(request.nextUrl.pathname);
  if (gallery && env.FELT_DEMO) return galleryResponse(request, host ?? '');
  const answer = (resolution: HostResolution) =>
    gallery && galleryServed(env.FELT_DEMO, resolution.kind)
      ? galleryResponse(request, host ?? '')
      : tenantResponse(request, domain, resolution);
  const resolution = resolveHost(domain);
  return resolution instanceof Promise ? resolution.then(answer) : answer(resolution);
}

export const config = {
  matcher: [
    // Pages: everything but the BFF, the DEMO games (/games/, same origin, no tenant), Next's assets, the
    // benchmark's static probe and files with an extension.
    '/((?!api(?:/|$)|games/|_next/|static-probe(?:/|$)|.*\\..*).*)',
    // Tenant ids contain dots (casino3.localhost), so /_t paths need their own entry to be refused above.
    '/_t/:path*',
  ],
};
