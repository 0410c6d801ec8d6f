import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostResolution } from '@/tenant/host-resolver.server';

// The proxy's side of the operator gallery: where /gallery is served and where it is an unknown path, and who
// may frame a page (docs/decisions/0030).

const state = vi.hoisted(() => ({ demo: false, hosts: new Map<string, string>() }));

vi.mock('@/lib/env.server', () => ({
  env: {
    get FELT_DEMO() {
      return state.demo;
    },
    PLATFORM_URL: 'http://127.0.0.1:1',
    PORT: 3000,
  },
}));

vi.mock('@/tenant/host-resolver.server', async (original) => {
  const actual = await original<typeof import('@/tenant/host-resolver.server')>();
  const ready: HostResolution = {
    kind: 'ready',
    locales: { locales: ['en', 'cn'], defaultLocale: 'cn' },
    csp: { script: [], connect: [], frame: [] },
    externalId: 'site',
  };
  return {
    ...actual,
    resolveHost: (domain: string): HostResolution =>
      state.hosts.get(domain) === 'ready' ? ready : { kind: 'unknown', message: 'siteNotConfigured' },
  };
});

// Every request here has its language decided without next-intl's middleware (direct-route.ts).
vi.mock('next-intl/middleware', () => ({ default: () => () => new Response(null) }));

const { proxy } = await import('./proxy');

const request = (host: string, path: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://${host}${path}`, { headers: { host, 'accept-language': '', ...headers } });
const rewriteOf = (response: Response) => response.headers.get('x-middleware-rewrite');
const isGallery = (response: Response) =>
  response.headers.get('x-middleware-next') === '1' && response.headers.get('cache-control') === 'no-store';
const tenantCsp = (response: Response) => JSON.parse(response.headers.get('x-felt-csp-tenant') ?? '{}');

beforeEach(() => {
  state.demo = false;
  state.hosts = new Map([
    ['casino3.localhost', 'ready'],
    ['g-casino3-gold.localhost', 'ready'],
    ['g-casino3-gold.evil.localhost', 'ready'],
    ['g-nottheme-x.localhost', 'ready'],
  ]);
});

describe('the gallery in the proxy', () => {
  it('is served in demo mode, on a site’s host too', async () => {
    state.demo = true;
    expect(isGallery(await proxy(request('localhost:3000', '/gallery')))).toBe(true);
    expect(isGallery(await proxy(request('casino3.localhost:3000', '/gallery?lang=cn')))).toBe(true);
  });

  it('is served outside demo mode on a host that is no site', async () => {
    const response = await proxy(request('ops.example.com', '/gallery?template=slot3&colour=neon'));
    expect(isGallery(response)).toBe(true);
    // Its page may frame the chosen skin's preview site, and nothing else of another origin.
    expect(tenantCsp(response).frame).toEqual(['g-slot3-neon.ops.example.com']);
  });

  it('is an unknown path of the site on a site’s host outside demo mode', async () => {
    const response = await proxy(request('casino3.localhost:3000', '/gallery'));
    expect(isGallery(response)).toBe(false);
    expect(rewriteOf(response)).toContain('/_t/casino3.localhost/cn/gallery');
    expect(rewriteOf(await proxy(request('casino3.localhost:3000', '/gallery/key')))).toContain('/gallery/key');
  });
});

describe('a preview site', () => {
  it('shows the language its address names, whatever the browser asks for or chose before', async () => {
    const english = { 'accept-language': 'en-US,en;q=0.9', cookie: 'i18n_redirected=en' };
    const unprefixed = await proxy(request('g-casino3-gold.localhost:3000', '/register', english));
    expect(rewriteOf(unprefixed)).toContain('/_t/g-casino3-gold.localhost/cn/register');
  });
});

describe('framing in the proxy', () => {
  it('lets the gallery frame a preview site, and nobody any other page', async () => {
    const ancestors = async (host: string) => tenantCsp(await proxy(request(host, '/login'))).ancestors;
    expect(await ancestors('g-casino3-gold.localhost:3000')).toEqual(['localhost:3000']);
    expect(await ancestors('g-casino3-gold.evil.localhost:3000')).toEqual(['evil.localhost:3000']);
    expect(await ancestors('g-nottheme-x.localhost:3000')).toBeUndefined();
    expect(await ancestors('casino3.localhost:3000')).toBeUndefined();
  });
});
