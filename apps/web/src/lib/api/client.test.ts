import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, isOk } from './client';
import { setAnswerEffects } from './handle-answer';

function stubFetch(answer: () => Promise<Response>) {
  const fetch = vi.fn(answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('callApi', () => {
  it('POSTs JSON to the BFF and returns the answer', async () => {
    const fetch = stubFetch(async () => Response.json({ statusCode: 1, game_balance: 5 }));
    const answer = await callApi<{ game_balance: number }>('/api/auth/get_balance', { a: 1 });
    expect(isOk(answer)).toBe(true);
    expect(answer.game_balance).toBe(5);
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/get_balance',
      expect.objectContaining({ method: 'POST', body: '{"a":1}' }),
    );
  });

  it.each([
    ['/api/auth/login', -500, 'internalServerError'],
    ['/api/auth/get_balance', -503, 'serviceUnavailable'],
    ['/api/settings/profile_update', 0, 'disconnect'],
    ['/api/settings/partners', -503, 'serviceUnavailable'],
  ])('answers the failure of the call group of %s when the network fails', async (path, statusCode, message) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await callApi(path)).toEqual({ statusCode, message, statusMessage: message });
  });

  it('turns a 5xx page that is not JSON into the failure, and keeps a JSON failure as it is', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch(async () => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(await callApi('/api/auth/login', {}, { inline: true })).toMatchObject({ statusCode: -500 });
    stubFetch(async () =>
      Response.json({ statusCode: -429, message: 'tooManyRequests', retry_after: 30 }, { status: 429 }),
    );
    expect(await callApi('/api/auth/login', {}, { inline: true })).toEqual({
      statusCode: -429,
      message: 'tooManyRequests',
      retry_after: 30,
    });
  });

  it('runs every answer through the one error handler', async () => {
    const showError = vi.fn();
    const forceLogout = vi.fn();
    const unregister = setAnswerEffects({ isPlayer: () => true, forceLogout, errorText: () => 'text', showError });
    stubFetch(async () => Response.json({ statusCode: -403, message: 'CLOSE' }, { status: 403 }));
    await callApi('/api/settings/check_status', {}, { inline: true });
    stubFetch(async () => Response.json({ statusCode: -400, message: 'wrongPassword' }, { status: 400 }));
    await callApi('/api/auth/update_password', {});
    unregister();
    expect(forceLogout).toHaveBeenCalledOnce();
    expect(showError).toHaveBeenCalledWith('text');
  });
});
