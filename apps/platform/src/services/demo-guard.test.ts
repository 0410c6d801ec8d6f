import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../test/backends';
import { type Harness, harness, OPERATOR_KEY, seedFile } from '../test/fixture';
import { isLocalDomain, publicTenantDomains } from './demo-guard';
import { importTenant } from './tenant-files';

// Demo mode serves only sites that exist on this machine alone.

describe('isLocalDomain', () => {
  it('knows localhost and its subdomains from look-alikes', () => {
    expect(isLocalDomain('localhost')).toBe(true);
    expect(isLocalDomain('casino3.localhost')).toBe(true);
    expect(isLocalDomain('localhost.example.com')).toBe(false);
    expect(isLocalDomain('evil-localhost')).toBe(false);
    expect(isLocalDomain('casino.example')).toBe(false);
  });
});

describe.each(BACKENDS.slice(0, 1))('the demo guard on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(backend, ['casino3.localhost']);
  });
  afterAll(() => h?.database.close());

  it('refuses to import a public site into a demo platform', async () => {
    const file = { ...seedFile('casino3.localhost'), domain_name: 'casino.example', external_id: 'x-public' };
    const res = await h.app.request('/api/operator/tenants', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-key': OPERATOR_KEY },
      body: JSON.stringify(file),
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('localhost');
    expect(await publicTenantDomains(h.database.db)).toEqual([]);
  });

  it('finds a public site that reached the database another way, so a demo platform will not start', async () => {
    await importTenant(h.database.db, {
      ...seedFile('casino3.localhost'),
      domain_name: 'casino.example',
      external_id: 'x2',
    });
    expect(await publicTenantDomains(h.database.db)).toEqual(['casino.example']);
  });
});
