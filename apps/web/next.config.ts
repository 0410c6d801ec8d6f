import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { SECURITY_HEADERS } from './server/security-headers.mjs';

// Next collects anonymous telemetry unless told not to; `npm start` and CI set NEXT_TELEMETRY_DISABLED=1,
// and this default covers a plain `next build` too.
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

// The Content-Security-Policy of HTML answers is made per page by the web server (server/csp/): it lists the
// hashes of the page's inline scripts and the tenant's configured providers (docs/decisions/0010).

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The web server compresses, after it has read each page to hash its inline scripts (server/index.mjs).
  compress: false,
  // The web server gives each HTML answer an ETag from the hash it already takes of the page (server/csp/).
  generateEtags: false,
  reactStrictMode: true,
  // Next's own cache, with the data entries shared through Redis when REDIS_URL is set (docs/decisions/0024).
  cacheHandler: fileURLToPath(new URL('./server/shared-cache-handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 16 * 1024 * 1024,
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
    return [{ source: '/((?!games/).*)', headers: SECURITY_HEADERS }];
  },
};

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    // Messages are compiled from ICU text at build time, so the browser formats them with a small runtime
    // instead of shipping the ICU parser (about 12 KB of every page's first load).
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});
export default withNextIntl(nextConfig);
