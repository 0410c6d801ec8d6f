import { CALL_FAILURES, fetchAnnouncement, getAnalytics, vipLevels } from '@felt/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callPlatform } from '@/lib/api/platform-client.server';
import { cachedForTenant, cachedTenantCall, PlatformSaidNothingError } from './cached-read.server';

// The data cache is Next's; here it passes straight through and records how it was keyed.
const caches: { key: string[]; options: unknown }[] = [];
vi.mock('next/cache', () => ({
  unstable_cache: (read: () => Promise<unknown>, key: string[], options: unknown) => {
    caches.push({ key, options });
    return read;
  },
}));
vi.mock('@/lib/api/platform-client.server', async (original) => ({
  ...(await original<typeof import('@/lib/api/platform-client.server')>()),
  callPlatform: vi.fn(),
}));
vi.mock('@/lib/env.server', () => ({ env: { PLATFORM_URL: 'http://platform.test', PORT: 3000 } }));

const ids = { domain: 'a.localhost', externalId: 'felt-a' };
const answer = (value: unknown) => vi.mocked(callPlatform).mockResolvedValueOnce(value as never);

afterEach(() => {
  caches.length = 0;
  vi.mocked(callPlatform).mockReset();
});

describe('a cached read of a tenant', () => {
  it('is kept under the tenant’s tag, keyed by its name, domain and fields', async () => {
    answer({ statusCode: 1, value: [] });
    await cachedTenantCall(ids, 'news', fetchAnnouncement, {
      body: { lang: 'CN' },
      pick: (a) => a.value,
      otherwise: [],
      fallback: [],
    });
    expect(caches).toEqual([
      { key: ['news', 'a.localhost', 'CN'], options: { tags: ['tenant:a.localhost'], revalidate: 60 } },
    ]);
    // The tenant's fields are added where the call has them: get_analytics names the domain only.
    expect(vi.mocked(callPlatform).mock.calls[0]?.[1]).toEqual({
      lang: 'CN',
      domain_name: 'a.localhost',
      external_id: 'felt-a',
    });
    answer({ statusCode: 1, value: [] });
    await cachedTenantCall(ids, 'analytics', getAnalytics, { pick: (a) => a.value, fallback: [] });
    expect(vi.mocked(callPlatform).mock.calls[1]?.[1]).toEqual({ domain_name: 'a.localhost' });
  });

  it('gives what a success holds, and what the loader says for an answer that is not one', async () => {
    const levels = [{ level: 1 }];
    answer({ statusCode: 1, levels });
    expect(await cachedTenantCall(ids, 'vip', vipLevels, { pick: (a) => a.levels, fallback: null })).toBe(levels);
    answer({ statusCode: -404, message: 'notFound' });
    const read = { pick: (a: { value: unknown }) => a.value, otherwise: 'none', fallback: 'unavailable' };
    expect(await cachedTenantCall(ids, 'news', fetchAnnouncement, read)).toBe('none');
  });

  it('gives the fallback, uncached, when the platform cannot say', async () => {
    const group = CALL_FAILURES[fetchAnnouncement.failure];
    answer({ statusCode: group.statusCode, message: group.statusMessage });
    const read = { pick: (a: { value: unknown }) => a.value, otherwise: 'none', fallback: 'unavailable' };
    expect(await cachedTenantCall(ids, 'news', fetchAnnouncement, read)).toBe('unavailable');
    // Without an answer of its own for a non-success, any non-success is "cannot say".
    answer({ statusCode: -404, message: 'notFound' });
    expect(await cachedTenantCall(ids, 'vip', vipLevels, { pick: (a) => a.levels, fallback: null })).toBeNull();
  });

  it('lets a read of several calls say it has nothing, and lets other errors through', async () => {
    const nothing = () => Promise.reject(new PlatformSaidNothingError('x'));
    expect(await cachedForTenant('a.localhost', ['home', 'EN'], nothing, { fallback: 'empty' })).toBe('empty');
    const broken = () => Promise.reject(new TypeError('a bug'));
    await expect(cachedForTenant('a.localhost', ['home'], broken, { fallback: 'empty' })).rejects.toThrow('a bug');
    expect(caches.at(-1)?.options).toEqual({ tags: ['tenant:a.localhost'], revalidate: 60 });
  });
});
