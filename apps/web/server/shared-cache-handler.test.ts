import fs, { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REDIS_URL, redisAnswers } from './test-redis';

// Two web servers' data caches over the machine's real Redis: what one fetched the other reads, a tenant's
// revalidation on one drops it for both; with Redis unset or gone each keeps its own cache and nothing fails.

const TAG = 'tenant:shared-cache-test.localhost';

type Handler = {
  get(key: string, ctx: object): Promise<{ lastModified: number; value: { data: { body: string } } } | null>;
  set(key: string, data: object, ctx: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
};

const cacheFs = {
  existsSync: fs.existsSync,
  readFile: (file: string) => fs.promises.readFile(file),
  readFileSync: fs.readFileSync,
  writeFile: (file: string, data: string | Buffer) => fs.promises.writeFile(file, data),
  mkdir: (dir: string) => fs.promises.mkdir(dir, { recursive: true }),
  stat: (file: string) => fs.promises.stat(file),
};

/** A build directory with its id, as Next hands the handler its server output directory. */
function buildDir(buildId: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'felt-cache-'));
  writeFileSync(path.join(dir, 'BUILD_ID'), buildId);
  fs.mkdirSync(path.join(dir, 'server'));
  return dir;
}

/** Imports the handler afresh (its Redis client is per process) with REDIS_URL set or not. */
async function handlerModule(redisUrl: string | undefined) {
  vi.resetModules();
  if (redisUrl) process.env.REDIS_URL = redisUrl;
  else delete process.env.REDIS_URL;
  const module = await import('./shared-cache-handler.mjs');
  return module.default as unknown as new (
    ctx: object,
  ) => Handler;
}

const context = (dir: string) => ({
  fs: cacheFs,
  serverDistDir: path.join(dir, 'server'),
  revalidatedTags: [],
  maxMemoryCacheSize: 0,
  _requestHeaders: {},
});
const fetchValue = (body: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body, status: 200, url: '' },
  revalidate: 30,
});
const readContext = { kind: 'FETCH', revalidate: 30, tags: [TAG] };
const writeContext = { fetchCache: true, tags: [TAG] };

const whenReady = async (client: Redis) => {
  if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve));
};

describe.skipIf(!(await redisAnswers()))('the data cache shared through Redis', () => {
  const dir = buildDir(`test-${process.pid}-${Date.now()}`);
  const redis = new Redis(REDIS_URL);
  let Shared: new (ctx: object) => Handler;

  beforeAll(async () => {
    Shared = await handlerModule(REDIS_URL);
    // The first handler opens the process's connection; wait until it is up, as a running server would be.
    new Shared(context(dir));
    const { sharedCacheUp } = await import('./shared-cache-handler.mjs');
    await vi.waitFor(() => expect(sharedCacheUp()).toBe(true));
  });
  afterAll(async () => {
    const keys = await redis.keys(`felt:cache:test-${process.pid}-*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves on one server what another fetched, and stores it in Redis under the build', async () => {
    await whenReady(redis);
    const first = new Shared(context(dir));
    await first.set('tenant-key', fetchValue('{"site":"one"}'), writeContext);
    const second = new Shared(context(dir));
    const entry = await second.get('tenant-key', readContext);
    expect(entry?.value.data.body).toBe('{"site":"one"}');
    expect(Date.now() - (entry?.lastModified ?? 0)).toBeLessThan(5_000);
    const stored = await redis.keys(`felt:cache:test-${process.pid}-*:entry:tenant-key`);
    expect(stored).toHaveLength(1);
    expect(await redis.ttl(stored[0] ?? '')).toBeGreaterThan(50);
  });

  it("drops a tenant's entries for every server when one revalidates it", async () => {
    const first = new Shared(context(dir));
    await first.set('board-key', fetchValue('{"board":1}'), writeContext);
    await first.set('other-key', fetchValue('{"other":1}'), { fetchCache: true, tags: ['tenant:else.localhost'] });
    await new Shared(context(dir)).revalidateTag(TAG, { expire: 0 });
    const second = new Shared(context(dir));
    expect(await second.get('board-key', readContext)).toBeNull();
    expect((await second.get('other-key', { ...readContext, tags: [] }))?.value.data.body).toBe('{"other":1}');
  });

  it('shares a rendered page, its payload and segments, and drops it with the tenant it was rendered from', async () => {
    const page = {
      kind: 'APP_PAGE',
      html: '<main>casino</main>',
      rscData: Buffer.from('rsc payload'),
      headers: { 'x-next-cache-tags': `${TAG},_N_T_/layout` },
      status: 200,
      postponed: undefined,
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    };
    await new Shared(context(dir)).set('/page-key', page, { cacheControl: { revalidate: 60, expire: 3600 } });
    const found = (await new Shared(context(dir)).get('/page-key', { kind: 'APP_PAGE' })) as unknown as {
      value: typeof page;
      cacheControl: { revalidate: number };
    };
    expect(found.value.html).toBe('<main>casino</main>');
    expect(found.value.rscData.toString()).toBe('rsc payload');
    expect(found.value.segmentData.get('/_tree')?.toString()).toBe('tree');
    expect(found.cacheControl.revalidate).toBe(60);
    await new Shared(context(dir)).revalidateTag(TAG, { expire: 0 });
    expect(await new Shared(context(dir)).get('/page-key', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('keeps the servers of another build apart', async () => {
    const other = buildDir(`test-${process.pid}-other`);
    await new Shared(context(dir)).set('build-key', fetchValue('{"v":1}'), writeContext);
    expect(await new Shared(context(other)).get('build-key', readContext)).toBeNull();
    rmSync(other, { recursive: true, force: true });
  });
});

describe('without Redis', () => {
  it('keeps the data cache on the server when REDIS_URL is unset', async () => {
    const Local = await handlerModule(undefined);
    const dir = buildDir('local');
    const handler = new Local({ ...context(dir), maxMemoryCacheSize: 1024 * 1024 });
    await handler.set('local-key', fetchValue('{"here":true}'), writeContext);
    expect((await handler.get('local-key', readContext))?.value.data.body).toBe('{"here":true}');
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers from the local cache, without failing, while Redis cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Unreachable = await handlerModule('redis://127.0.0.1:1');
    const dir = buildDir('unreachable');
    const handler = new Unreachable({ ...context(dir), maxMemoryCacheSize: 1024 * 1024 });
    await handler.set('away-key', fetchValue('{"away":true}'), writeContext);
    expect((await handler.get('away-key', readContext))?.value.data.body).toBe('{"away":true}');
    await expect(handler.revalidateTag(TAG)).resolves.toBeUndefined();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('Redis unavailable')));
    warn.mockRestore();
    rmSync(dir, { recursive: true, force: true });
  });
});
