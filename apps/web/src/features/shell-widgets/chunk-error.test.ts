import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-error';

describe('chunk load errors', () => {
  it('recognises webpack and browser chunk failures', () => {
    const named = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app/page failed'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/a.js'))).toBe(true);
    expect(isChunkLoadError('Loading chunk 7 failed')).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
  });
});
