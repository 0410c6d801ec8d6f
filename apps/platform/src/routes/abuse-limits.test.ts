import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_VISIT_LIMIT, OPERATOR_KEY_LIMIT } from '../services/players/limits';
import { BACKENDS } from '../test/backends';
import { fromAddress, type Harness, harness, OPERATOR_KEY } from '../test/fixture';
import { answer, CASINO3 } from '../test/players';

// Guessing the operator key and flooding the ad-visit statistics are limited per address.

describe.each(BACKENDS.slice(0, 1))('abuse limits on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(backend, ['casino3.localhost']);
  });
  afterAll(() => h?.database.close());

  const tenants = (key: string, ip: string) =>
    answer(h.app.request('/api/operator/tenants', { headers: { 'x-operator-key': key, ...fromAddress(ip) } }));

  it('locks out an address that keeps presenting wrong operator keys, even when it then has the right one', async () => {
    for (let i = 0; i < OPERATOR_KEY_LIMIT.failures; i++) {
      expect(await tenants(`guess-${i}`, '203.0.113.50')).toMatchObject({ status: 403, message: 'forbidden' });
    }
    const locked = await tenants(OPERATOR_KEY, '203.0.113.50');
    expect(locked).toMatchObject({ status: 429, message: 'tooManyRequests' });
    expect(locked.retry_after).toBeGreaterThan(0);
    expect((await tenants(OPERATOR_KEY, '203.0.113.51')).statusCode).toBe(1);
  });

  it('limits the ad visits one address may record', async () => {
    const visit = (ip: string, n: number) =>
      answer(h.post('/api/settings/adsvisit', { ...CASINO3, appsflyer_id: `af-${ip}-${n}` }, fromAddress(ip)));
    for (let i = 0; i < AD_VISIT_LIMIT.visits; i++) expect((await visit('203.0.113.60', i)).statusCode).toBe(1);
    expect(await visit('203.0.113.60', 99)).toMatchObject({ status: 429, message: 'tooManyRequests' });
    expect((await visit('203.0.113.61', 0)).statusCode).toBe(1);
  });
});
