import { beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = 'operator-key-for-the-revalidate-test';
const revalidated = vi.fn();

vi.mock('@/lib/env.server', () => ({ env: { FELT_OPERATOR_KEY: KEY } }));
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => revalidated(tag) }));
vi.mock('@/tenant/host-resolver.server', () => ({ forgetHost: () => {} }));

const { POST } = await import('./route');

// The operator's revalidation hook: a wrong key is refused, and an address that keeps guessing is not heard for a
// while, not even with the right key.

function revalidate(address: string, key: string): Promise<Response> {
  return POST(
    new Request('http://localhost/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-key': key, 'x-felt-client-address': address },
      body: JSON.stringify({ domain_name: 'casino3.localhost' }),
    }),
  );
}

async function guess(address: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await revalidate(address, `wrong-key-number-${i}`)).status);
  return statuses;
}

beforeEach(() => revalidated.mockClear());

describe('POST /api/revalidate with wrong operator keys', () => {
  it('refuses five wrong keys from one address with 403, then answers 429 with when to come back', async () => {
    expect(await guess('203.0.113.1', 5)).toEqual([403, 403, 403, 403, 403]);
    const sixth = await revalidate('203.0.113.1', 'wrong-key-number-5');
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toEqual({ statusCode: -429, message: 'tooManyRequests' });
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('refuses even the right key from a locked address, while other addresses keep it', async () => {
    await guess('203.0.113.2', 5);
    expect((await revalidate('203.0.113.2', KEY)).status).toBe(429);
    expect(revalidated).not.toHaveBeenCalled();

    const other = await revalidate('203.0.113.3', KEY);
    expect(other.status).toBe(200);
    expect(revalidated).toHaveBeenCalledWith('tenant:casino3.localhost');
  });
});
