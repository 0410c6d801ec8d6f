import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { Redis } from 'ioredis';
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { Counter, register } from 'prom-client';

// Next's cache shared by all web servers through Redis when REDIS_URL is set. Data entries (every `unstable_cache`
// read: tenants, lobbies, the sports board) live in Redis: what one server fetched from the platform serves the
// others. Rendered pages and routes stay in each server's memory first and are also written to Redis, so a server
// that lacks one (new, restarted) takes it from there instead of rendering it. A tenant's revalidation deletes its
// entries from Redis for every server. With Redis unset or down, everything is Next's own local cache, with a
// warning; a player never waits on Redis for long.

const LocalCache = FileSystemCache.default ?? FileSystemCache;
const FETCH = 'FETCH';
/** Rendered answers worth sharing; redirects and the pages router are not used here. */
const RESPONSES = new Set(['APP_PAGE', 'APP_ROUTE']);
/** Next refuses data entries over 2 MB in its own cache; the shared one keeps that bound for every entry. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
const DAY_SECONDS = 86_400;
/** A Redis answer slower than this is a miss: the platform is asked instead. */
const COMMAND_TIMEOUT_MS = 250;

const lookups =
  register.getSingleMetric('felt_web_shared_cache_total') ??
  new Counter({
    name: 'felt_web_shared_cache_total',
    help: 'Shared cache reads by kind (data, page) and result (hit, miss, error); local reads of data while Redis is away',
    labelNames: ['store', 'kind', 'result'],
  });

/** One Redis client per process (Next makes a handler per request), or null without REDIS_URL. */
let shared;
function sharedStore() {
  if (shared !== undefined) return shared;
  const url = process.env.REDIS_URL;
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') {
    shared = null;
    return shared;
  }
  const client = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    lazyConnect: false,
  });
  let down = false;
  client.on('error', (error) => {
    if (!down) console.warn(`Redis unavailable (${error.message}): the data cache is this web server's own`);
    down = true;
  });
  client.on('ready', () => {
    if (down) console.info('Redis is back: the data cache is shared again');
    down = false;
  });
  shared = { client, isUp: () => client.status === 'ready' };
  return shared;
}

/** Whether this process reads and writes the shared cache now (false without REDIS_URL or while Redis is away). */
export const sharedCacheUp = () => Boolean(shared?.isUp());

/** Keys live under the build's id: servers of two builds during a rolling update never read each other's data. */
const namespaces = new Map();
function namespaceOf(serverDistDir) {
  // Next makes a handler per request: read the build's id once.
  let namespace = namespaces.get(serverDistDir);
  if (namespace) return namespace;
  try {
    namespace = `felt:cache:${readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()}`;
  } catch {
    namespace = 'felt:cache:dev';
  }
  namespaces.set(serverDistDir, namespace);
  return namespace;
}

/** Seconds Redis keeps an entry: twice its revalidation time (so a stale one can still be served), up to a day. */
function keepSeconds(revalidate) {
  if (typeof revalidate !== 'number' || revalidate <= 0) return DAY_SECONDS;
  return Math.min(DAY_SECONDS, Math.max(60, Math.ceil(revalidate * 2)));
}

export default class SharedCacheHandler {
  constructor(ctx) {
    this.local = new LocalCache(ctx);
    this.store = sharedStore();
    this.namespace = namespaceOf(ctx.serverDistDir ?? '');
  }

  entryKey(key) {
    return `${this.namespace}:entry:${key}`;
  }

  tagKey(tag) {
    return `${this.namespace}:tag:${tag}`;
  }

  async get(key, ctx) {
    const kind = ctx?.kind;
    if (kind === FETCH) {
      if (this.store?.isUp()) {
        const found = await this.readShared(key, 'data');
        if (found !== undefined) return found;
      }
      const entry = await this.local.get(key, ctx);
      lookups.inc({ store: 'local', kind: 'data', result: entry ? 'hit' : 'miss' });
      return entry;
    }
    const entry = await this.local.get(key, ctx);
    if (entry || !RESPONSES.has(kind) || !this.store?.isUp()) return entry;
    const found = await this.readShared(key, 'page');
    // Kept in this server's memory as it was rendered (its own time), so its age and tags still count.
    if (found) LocalCache.memoryCache?.set(key, found);
    return found ?? null;
  }

  /** The entry in Redis, null when it has none, undefined when Redis did not answer. */
  async readShared(key, kind) {
    try {
      const bytes = await this.store.client.getBuffer(this.entryKey(key));
      lookups.inc({ store: 'shared', kind, result: bytes ? 'hit' : 'miss' });
      return bytes ? deserialize(bytes) : null;
    } catch {
      lookups.inc({ store: 'shared', kind, result: 'error' });
      return undefined;
    }
  }

  async set(key, data, ctx) {
    // The local copy too: it answers while Redis is away.
    await this.local.set(key, data, ctx);
    if (!data || !(data.kind === FETCH || RESPONSES.has(data.kind)) || !this.store?.isUp()) return;
    const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
    const bytes = serialize({ lastModified: Date.now(), value: data, cacheControl });
    if (bytes.length > MAX_ENTRY_BYTES) return;
    const keep = keepSeconds(
      data.kind === FETCH ? data.revalidate : (cacheControl?.expire ?? cacheControl?.revalidate),
    );
    const entryKey = this.entryKey(key);
    const multi = this.store.client.multi().set(entryKey, bytes, 'EX', keep);
    for (const tag of tagsOf(data, ctx)) multi.sadd(this.tagKey(tag), entryKey).expire(this.tagKey(tag), DAY_SECONDS);
    await multi.exec().catch(() => {});
  }

  /** Marks the tags in this server's manifest (as Next does) and deletes their shared entries for every server. */
  async revalidateTag(tags, durations) {
    await this.local.revalidateTag(tags, durations);
    if (!this.store?.isUp()) return;
    const list = typeof tags === 'string' ? [tags] : tags;
    await Promise.all(
      list.map(async (tag) => {
        const tagKey = this.tagKey(tag);
        const keys = await this.store.client.smembers(tagKey).catch(() => []);
        await this.store.client.del(...keys, tagKey).catch(() => {});
      }),
    );
  }

  resetRequestCache() {
    this.local.resetRequestCache?.();
  }
}

/** A data entry's tags; a page's are the data tags its render used, which Next lists in a header. */
function tagsOf(data, ctx) {
  if (data.kind === FETCH) return [...new Set([...(ctx?.tags ?? []), ...(data.tags ?? [])])];
  const header = data.headers?.['x-next-cache-tags'];
  return typeof header === 'string' ? header.split(',').filter(Boolean) : [];
}
