import { describe, expect, it } from 'vitest';
import { keptMedia } from './kept-media.mjs';

const IMMUTABLE = new Headers({ 'cache-control': 'public, max-age=31536000, immutable', etag: '"a1"' });
const bytes = (n: number) => Buffer.alloc(n, 1);

describe('kept media', () => {
  it('keeps a 200 answer marked immutable, with its headers', () => {
    const media = keptMedia();
    media.keep('/api/media/games/a.1.svg', 200, IMMUTABLE, bytes(10));
    const kept = media.find('/api/media/games/a.1.svg');
    expect(kept?.body.length).toBe(10);
    expect(kept?.headers).toContainEqual(['etag', '"a1"']);
  });

  it('keeps nothing that may change or differs per request', () => {
    const media = keptMedia();
    media.keep('/api/media/a.svg', 200, new Headers({ 'cache-control': 'public, max-age=60' }), bytes(10));
    media.keep('/api/media/b.1.svg', 404, IMMUTABLE, bytes(10));
    media.keep('/api/media/c.1.svg?v=2', 200, IMMUTABLE, bytes(10));
    media.keep('/api/media/d.1.svg', 200, IMMUTABLE, bytes(2 * 1024 * 1024));
    expect(media.size).toBe(0);
  });

  it('lets the least recently sent go first once the bytes pass the limit', () => {
    const media = keptMedia({ maxBytes: 30 });
    media.keep('/a', 200, IMMUTABLE, bytes(10));
    media.keep('/b', 200, IMMUTABLE, bytes(10));
    media.keep('/c', 200, IMMUTABLE, bytes(10));
    media.find('/a');
    media.keep('/d', 200, IMMUTABLE, bytes(10));
    expect(media.find('/b')).toBeUndefined();
    expect(media.find('/a')).toBeDefined();
    expect(media.find('/c')).toBeDefined();
    expect(media.find('/d')).toBeDefined();
  });
});
