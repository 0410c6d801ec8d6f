import { describe, expect, it } from 'vitest';
import { isNewBuild, parseBuildId } from './build-id';

describe('build id', () => {
  it('reads the id of an answer and nothing else', () => {
    expect(parseBuildId({ id: 'abc123', timestamp: 1 })).toBe('abc123');
    expect(parseBuildId({ id: '' })).toBeNull();
    expect(parseBuildId({ buildId: 'abc' })).toBeNull();
    expect(parseBuildId('abc')).toBeNull();
    expect(parseBuildId(null)).toBeNull();
  });

  it('sees a newer build only in a different, readable id', () => {
    expect(isNewBuild('abc', 'def')).toBe(true);
    expect(isNewBuild('abc', 'abc')).toBe(false);
    expect(isNewBuild('abc', null)).toBe(false);
  });
});
