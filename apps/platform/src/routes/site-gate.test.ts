import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../db/schema';
import { siteClosedReason } from '../http/site-gate';
import { BACKENDS } from '../test/backends';
import { type Harness, harness, NOW } from '../test/fixture';
import { answer, CASINO3, PASSWORD } from '../test/players';

// A site in maintenance, switched off or expired shows itself but takes no logins, signups or session calls.

const MAINT = { domain_name: 'maint.localhost', external_id: 'felt-maint' };
const DEMO = { account_id: 'demo01', password: 'demo1234' };

describe('siteClosedReason', () => {
  const open = {
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
    site: { status: true, expired_date: null },
  } as unknown as Parameters<typeof siteClosedReason>[0];
  const at = new Date('2026-06-01T12:00:00Z');

  it('names maintenance, a switched-off site and an expired one, and nothing for an open site', () => {
    expect(siteClosedReason(open, at)).toBeNull();
    const maintenance = { ...open, maintenance: { ...open.maintenance, is_maintenance: true } };
    expect(siteClosedReason(maintenance, at)).toBe('maintenance');
    expect(siteClosedReason({ ...open, site: { ...open.site, status: false } }, at)).toBe('disabled');
    const expired = { ...open, site: { ...open.site, expired_date: '2026-05-31T00:00:00Z' } };
    expect(siteClosedReason(expired, at)).toBe('expired');
    const later = { ...open, site: { ...open.site, expired_date: '2026-07-01T00:00:00Z' } };
    expect(siteClosedReason(later, at)).toBeNull();
  });
});

describe.each(BACKENDS)('closed sites on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(backend, ['maint.localhost', 'casino3.localhost'], { startupTtlMs: 0 });
  });
  afterAll(() => h?.database.close());

  it('refuses the demo login on a site in its maintenance window, but still starts up', async () => {
    const login = await answer(h.post('/api/auth/login', { ...MAINT, ...DEMO }));
    expect(login).toMatchObject({ status: 403, statusCode: -403, message: 'siteClosed' });
    const code = await answer(h.post('/api/auth/tac/request_login', { ...MAINT, account_id: 'demo01' }));
    expect(code.message).toBe('siteClosed');
    const startup = await answer(h.post('/api/startup', { domain_name: MAINT.domain_name }));
    expect(startup).toMatchObject({ statusCode: 1, maintenance: { is_maintenance: true } });
  });

  it('a switched-off or expired site refuses signups and session calls, and lets a player log out', async () => {
    const opened = await answer(h.post('/api/auth/login', { ...CASINO3, ...DEMO }));
    expect(opened.statusCode).toBe(1);
    const session = { ...CASINO3, account_id: 'demo01', auth: String(opened.token) };
    const setTenant = (fields: Partial<typeof tenants.$inferInsert>) =>
      h.database.db.update(tenants).set(fields).where(eq(tenants.domain_name, CASINO3.domain_name));

    await setTenant({ expired_date: new Date(NOW.getTime() - 1000) });
    expect((await answer(h.post('/api/auth/get_balance', session))).message).toBe('siteClosed');
    const signup = { ...CASINO3, account_id: 'late01', password: PASSWORD, contact_phone: '+63 912 000 0000' };
    expect((await answer(h.post('/api/auth/signup', signup))).message).toBe('siteClosed');

    await setTenant({ expired_date: null, status: false });
    expect((await answer(h.post('/api/auth/get_balance', session))).message).toBe('siteClosed');
    expect((await answer(h.post('/api/auth/logout', session))).statusCode).toBe(1);

    await setTenant({ status: true });
    expect((await answer(h.post('/api/auth/login', { ...CASINO3, ...DEMO }))).statusCode).toBe(1);
  });
});
