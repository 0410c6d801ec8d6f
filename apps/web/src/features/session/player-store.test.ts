import { PLAYER_STORAGE_KEY } from '@felt/contract/tables';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memory-storage.test-support';

// The store reads window.localStorage when it is created: the stand-in must exist before the import.
const storage = vi.hoisted(() => ({ current: undefined as Storage | undefined }));
vi.hoisted(() => {
  const proxy = {
    getItem: (k: string) => storage.current?.getItem(k) ?? null,
    setItem: (k: string, v: string) => storage.current?.setItem(k, v),
    removeItem: (k: string) => storage.current?.removeItem(k),
  };
  (globalThis as { window?: unknown }).window = { localStorage: proxy };
});

const { GUEST_STATE, hydratePlayer, resetPlayer, updatePlayer, usePlayerStore } = await import('./player-store');
const { progressOf, vipSummaryOf } = await import('./vip-summary');

beforeEach(() => {
  storage.current = memoryStorage();
  usePlayerStore.setState(GUEST_STATE, true);
});

describe('player store', () => {
  it('persists the player without any token, and reads it back', async () => {
    updatePlayer({
      isAuthenticated: true,
      user: { account_id: 'demo01', full_name: 'Demo', contact_email: 'd@example.com' },
      game: { balance: 1000, token: 3 },
    });
    const stored = storage.current?.getItem(PLAYER_STORAGE_KEY) ?? '';
    expect(JSON.parse(stored).state).toMatchObject({ isAuthenticated: true, game: { balance: 1000, token: 3 } });
    expect(stored).not.toMatch(/token"\s*:\s*"|session_token|auth"/);

    usePlayerStore.setState(GUEST_STATE, true);
    storage.current?.setItem(PLAYER_STORAGE_KEY, stored);
    await hydratePlayer();
    expect(usePlayerStore.getState().user?.account_id).toBe('demo01');
    expect(usePlayerStore.persist.hasHydrated()).toBe(true);
  });

  it('resets to the guest and removes the stored player', () => {
    updatePlayer({ isAuthenticated: true, fullname: 'Demo' });
    resetPlayer();
    expect(usePlayerStore.getState()).toEqual(GUEST_STATE);
    expect(storage.current?.getItem(PLAYER_STORAGE_KEY)).toBeNull();
  });

  it('drops a stored state of another version instead of misreading it', async () => {
    storage.current?.setItem(PLAYER_STORAGE_KEY, JSON.stringify({ state: { isAuthenticated: 'yes' }, version: 0 }));
    await hydratePlayer();
    expect(usePlayerStore.getState()).toEqual(GUEST_STATE);
  });
});

describe('VIP summary', () => {
  const level = {
    starting_deposit: 0,
    cycle_deposit: 250,
    deposit_next: 1000,
    starting_turnover: 0,
    cycle_turnover: 9000,
    turnover_next: 5000,
    vip_name: 'Silver',
    vip_name_next: 'Gold',
  };

  it('reads the first next level and caps progress at 100 percent (SPEC 4)', () => {
    expect(vipSummaryOf(level)).toEqual({
      totalDeposit: 250,
      depoProgress: 25,
      totalTurnover: 9000,
      toProgress: 100,
      currentLevel: 'Silver',
      nextLevel: 'Gold',
    });
  });

  it('counts a level with nothing left to reach as complete, and never goes below 0', () => {
    expect(progressOf(10, 0)).toBe(100);
    expect(progressOf(-5, 100)).toBe(0);
    expect(progressOf(1, 3)).toBe(33.33);
  });
});
