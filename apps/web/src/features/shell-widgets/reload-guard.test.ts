import { TIMINGS } from '@felt/contract/tables';
import { describe, expect, it } from 'vitest';
import { claimReload, type GuardStorage, reloadPathOf } from './reload-guard';

function memory(): GuardStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

describe('reload guard (SPEC 9: once per path per 10 s)', () => {
  it('allows the first reload of a path and refuses a second within 10 s', () => {
    const storage = memory();
    expect(claimReload('/slots', 1_000, storage)).toBe(true);
    expect(claimReload('/slots', 1_000 + TIMINGS.reloadGuardMs - 1, storage)).toBe(false);
    expect(claimReload('/slots', 1_000 + TIMINGS.reloadGuardMs, storage)).toBe(true);
  });

  it('counts each path on its own', () => {
    const storage = memory();
    expect(claimReload('/slots', 5_000, storage)).toBe(true);
    expect(claimReload('/casino', 5_001, storage)).toBe(true);
  });

  it('reloads nothing when storage is missing or throws', () => {
    expect(claimReload('/', 1, null)).toBe(false);
    const broken: GuardStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {},
    };
    expect(claimReload('/', 1, broken)).toBe(false);
  });

  it('keys by path and query, not by hash or origin', () => {
    expect(reloadPathOf('/cn/slots?page=2#top', 'http://casino3.localhost:3000/')).toBe('/cn/slots?page=2');
    expect(reloadPathOf('http://localhost:3000/', 'http://localhost:3000/x')).toBe('/');
  });
});
