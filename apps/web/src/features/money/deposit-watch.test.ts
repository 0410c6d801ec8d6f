import { describe, expect, it } from 'vitest';
import { decisionOf, nextWatchDelay, WATCH_EVERY_MS, WATCH_FOR_MS } from './deposit-watch';

const request = (request_id: string, status: 'pending' | 'approved' | 'rejected', reason: string | null = null) => ({
  request_id,
  status,
  reason,
});

describe('decisionOf', () => {
  it('finds the watched request once it is decided', () => {
    const page = [request('9', 'approved'), request('7', 'rejected', 'name mismatch')];
    expect(decisionOf('7', page)).toEqual(request('7', 'rejected', 'name mismatch'));
    expect(decisionOf('9', page)?.status).toBe('approved');
  });

  it('keeps waiting while it is pending or not in the page', () => {
    expect(decisionOf('7', [request('7', 'pending')])).toBeNull();
    expect(decisionOf('7', [request('8', 'approved')])).toBeNull();
    expect(decisionOf('7', [])).toBeNull();
  });
});

describe('nextWatchDelay', () => {
  it('asks again every interval, then stops after the watch time', () => {
    expect(nextWatchDelay(1000, 1000)).toBe(WATCH_EVERY_MS);
    expect(nextWatchDelay(0, WATCH_FOR_MS - WATCH_EVERY_MS)).toBe(WATCH_EVERY_MS);
    expect(nextWatchDelay(0, WATCH_FOR_MS - WATCH_EVERY_MS + 1)).toBeNull();
    expect(nextWatchDelay(0, WATCH_FOR_MS * 2)).toBeNull();
  });
});
