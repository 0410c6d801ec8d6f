import { TIMINGS } from '@felt/contract/tables';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchBuild } from './build-watch';

// When the open page first asks which build the server runs, and what happens when it cannot tell.

let asked = 0;
let lastUrl = '';
let answer: () => Promise<Response>;

beforeEach(() => {
  asked = 0;
  vi.useFakeTimers();
  vi.stubGlobal('fetch', async (url: string) => {
    asked += 1;
    lastUrl = url;
    return answer();
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the build check', () => {
  it('runs about a second after load, then every hour', async () => {
    answer = async () => Response.json({ id: 'same', timestamp: 1 });
    const stop = watchBuild('same');
    await vi.advanceTimersByTimeAsync(TIMINGS.manifestDelayMs - 1);
    expect(asked).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toBe(1);
    // SPEC 7: builds/latest.json with a timestamp query.
    expect(lastUrl).toBe(`/builds/latest.json?t=${Date.now()}`);
    await vi.advanceTimersByTimeAsync(TIMINGS.buildPollMs);
    expect(asked).toBe(2);
    stop();
    await vi.advanceTimersByTimeAsync(TIMINGS.buildPollMs);
    expect(asked).toBe(2);
  });

  it('logs a check that fails, and goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer = async () => new Response('down', { status: 503 });
    const stop = watchBuild('same');
    await vi.advanceTimersByTimeAsync(TIMINGS.manifestDelayMs);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('HTTP 503'));
    stop();
  });
});
