import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearHostCache,
  domainOfHost,
  forgetHost,
  resolveHost,
  tenantIdsOfHost,
  tenantOfHost,
} from './host-resolver.server';
import { fetchTenant, loadTenant, PlatformUnavailableError } from './load-tenant.server';

vi.mock('@/lib/env.server', () => ({ env: { PLATFORM_URL: 'http://platform.test', PORT: 3000 } }));
vi.mock('./load-tenant.server', async (original) => ({
  ...(await original<typeof import('./load-tenant.server')>()),
  fetchTenant: vi.fn(),
  loadTenant: vi.fn(),
}));

vi.mock('@/lib/api/platform-client.server', () => ({
  callPlatform: vi.fn(async () => ({ statusCode: 1, value: [{ section: 'HEAD', script: 'fbq("init", "1")' }] })),
}));

const ready = {
  kind: 'ready',
  domain: 'a.localhost',
  startup: { site: { external_id: 'felt-a' }, live_chat: { status: true, chat_id: '12345678', image_id: null } },
  locales: { locales: ['en', 'cn'], defaultLocale: 'en' },
} as unknown as Awaited<ReturnType<typeof fetchTenant>>;

describe('domainOfHost', () => {
  it('strips the port and lower-cases; refuses what cannot be a domain', () => {
    expect(domainOfHost('Casino3.LocalHost:3000')).toBe('casino3.localhost');
    expect(domainOfHost('[::1]:3000')).toBeNull();
    expect(domainOfHost(null)).toBeNull();
  });
});

describe('resolveHost', () => {
  beforeEach(() => {
    clearHostCache();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(fetchTenant).mockReset();
  });

  it('asks the platform once, then answers from memory', async () => {
    vi.mocked(fetchTenant).mockResolvedValue(ready);
    expect(await resolveHost('a.localhost')).toMatchObject({
      kind: 'ready',
      locales: { locales: ['en', 'cn'], defaultLocale: 'en' },
    });
    expect(resolveHost('a.localhost')).toMatchObject({ kind: 'ready' });
    expect(fetchTenant).toHaveBeenCalledTimes(1);
    // The tenant's policy additions: its snippet's hash and the origins of Meta's pixel and of LiveChat.
    const resolved = resolveHost('a.localhost');
    const csp = 'csp' in resolved ? resolved.csp : null;
    expect(csp?.script).toEqual([
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
      'https://connect.facebook.net',
      'https://cdn.livechatinc.com',
    ]);
    expect(csp?.frame).toContain('https://secure.livechatinc.com');
  });

  it('remembers unknown hosts and reports a platform that does not answer', async () => {
    vi.mocked(fetchTenant).mockResolvedValueOnce({ kind: 'unknown', domain: 'x', message: 'siteNotConfigured' });
    expect(await resolveHost('x.localhost')).toEqual({ kind: 'unknown', message: 'siteNotConfigured' });
    vi.mocked(fetchTenant).mockRejectedValueOnce(new PlatformUnavailableError('y'));
    expect(await resolveHost('y.localhost')).toEqual({ kind: 'down' });
  });

  it('keeps serving a known tenant while a refresh finds the platform away', async () => {
    vi.mocked(fetchTenant).mockResolvedValueOnce(ready);
    await resolveHost('a.localhost');
    vi.advanceTimersByTime(31_000);
    vi.mocked(fetchTenant).mockRejectedValueOnce(new PlatformUnavailableError('a'));
    expect(resolveHost('a.localhost')).toMatchObject({ kind: 'ready' }); // stale answer, refresh in background
    await vi.waitFor(() => expect(fetchTenant).toHaveBeenCalledTimes(2));
    await Promise.resolve();
    expect(resolveHost('a.localhost')).toMatchObject({ kind: 'ready' });
  });
});

describe('tenantOfHost', () => {
  beforeEach(() => clearHostCache());
  afterEach(() => {
    vi.mocked(fetchTenant).mockReset();
    vi.mocked(loadTenant).mockReset();
  });

  it('decides the host as the proxy does, then reads the tenant from the data cache', async () => {
    vi.mocked(fetchTenant).mockResolvedValue(ready);
    vi.mocked(loadTenant).mockResolvedValue(ready);
    expect(await tenantOfHost('A.localhost:3000')).toEqual({ kind: 'ready', tenant: ready });
    expect(loadTenant).toHaveBeenCalledWith('a.localhost');
  });

  it('asks nothing for a host that cannot be a domain, and says when there is no site or no platform', async () => {
    expect(await tenantOfHost('[::1]:3000')).toEqual({ kind: 'unknown' });
    expect(fetchTenant).not.toHaveBeenCalled();
    vi.mocked(fetchTenant).mockResolvedValueOnce({ kind: 'unknown', domain: 'x', message: 'siteNotConfigured' });
    expect(await tenantOfHost('x.localhost')).toEqual({ kind: 'unknown' });
    expect(loadTenant).not.toHaveBeenCalled();
    vi.mocked(fetchTenant).mockResolvedValueOnce(ready);
    vi.mocked(loadTenant).mockRejectedValueOnce(new PlatformUnavailableError('a'));
    expect(await tenantOfHost('a.localhost')).toEqual({ kind: 'down' });
  });
});

describe('tenantIdsOfHost', () => {
  beforeEach(() => clearHostCache());
  afterEach(() => vi.mocked(fetchTenant).mockReset());

  it("gives the tenant's ids from memory, the data cache untouched", async () => {
    vi.mocked(fetchTenant).mockResolvedValue(ready);
    expect(await tenantIdsOfHost('A.localhost:3000')).toEqual({
      kind: 'ready',
      ids: { domain: 'a.localhost', externalId: 'felt-a' },
    });
    expect(await tenantIdsOfHost('a.localhost')).toMatchObject({ kind: 'ready' });
    expect(fetchTenant).toHaveBeenCalledTimes(1);
    expect(loadTenant).not.toHaveBeenCalled();
    expect(await tenantIdsOfHost('[::1]')).toEqual({ kind: 'unknown' });
  });

  it('asks the platform again once the tenant changed', async () => {
    vi.mocked(fetchTenant).mockResolvedValue(ready);
    await tenantIdsOfHost('a.localhost');
    const startup = { ...(ready as { startup: object }).startup, site: { external_id: 'felt-b' } };
    const moved = { ...ready, startup } as typeof ready;
    vi.mocked(fetchTenant).mockResolvedValue(moved);
    forgetHost('a.localhost');
    expect(await tenantIdsOfHost('a.localhost')).toEqual({
      kind: 'ready',
      ids: { domain: 'a.localhost', externalId: 'felt-b' },
    });
  });
});
