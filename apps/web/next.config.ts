import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// Next collects anonymous telemetry unless told not to; `npm start` and CI set NEXT_TELEMETRY_DISABLED=1,
// and this default covers a plain `next build` too.
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

const isDev = process.env.NODE_ENV === 'development';

/*
 * Content Security Policy. Tenant pages are rendered once and cached (DESIGN.md 2), so a per-request
 * nonce is impossible: it would force every page to render per request. Next's App Router streams its
 * data in inline <script> tags whose content differs per page, so script-src keeps 'unsafe-inline' for
 * them; everything else is locked down (no foreign scripts, frames, plugins, form targets or framing).
 * Tenant analytics snippets are inline too and run under the same allowance; foreign hosts stay blocked
 * (docs/decisions/0007-tenant-analytics-and-csp.md).
 */
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  // Operators host logos and banners anywhere; game art comes through /api/media.
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "media-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: csp },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The contract package exports TypeScript source.
  transpilePackages: ['@felt/contract'],
  experimental: {
    // Tenant root layouts live under a dynamic segment; unmatched URLs need a page of their own (DESIGN.md 8).
    globalNotFound: true,
  },
  typescript: {
    // `next build` type-checks with the installed TypeScript 7 as well; `npm run typecheck` runs tsc too.
    ignoreBuildErrors: false,
  },
  async headers() {
    // The DEMO games under /games/ bring their own policy (framed by /playnow: frame-ancestors 'self').
    return [{ source: '/((?!games/).*)', headers: securityHeaders }];
  },
};

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');
export default withNextIntl(nextConfig);
