import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../test/backends';
import { type Harness, harness, OPERATOR_KEY } from '../test/fixture';
import { answer, CASINO3, registerPlayer } from '../test/players';

// Inputs the fuzz suite found answered with a 500: each is refused as bad input, in JSON, instead.

describe.each(BACKENDS)('hostile input on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(backend, ['casino3.localhost']);
  });
  afterAll(() => h?.database.close());

  it('refuses a NUL character in a text field, which PostgreSQL cannot store', async () => {
    const visit = await answer(h.post('/api/settings/adsvisit', { ...CASINO3, fbp: 'a\u0000b' }));
    expect(visit).toMatchObject({ status: 400, message: 'invalidJson' });
    const player = await registerPlayer(h);
    const bank = await answer(
      h.post('/api/payment/add_bank', {
        ...CASINO3,
        account_id: player.account_id,
        auth: player.auth,
        bank_name: 'B\u0000nk',
        account_name: 'Pat Lee',
        account_number: '12345678',
      }),
    );
    expect(bank.status).toBe(400);
  });

  it('answers 404 to paths that hold a NUL or a broken escape', async () => {
    for (const path of ['/api/media/%00', '/api/media/%ZZ', '/api/operator/tenants/%00']) {
      const res = await h.app.request(path, { headers: { 'x-operator-key': OPERATOR_KEY } });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ statusCode: -404 });
    }
  });

  it('refuses an id beyond what the database stores, and a tenant file that is not an object', async () => {
    const player = await registerPlayer(h);
    const claim = await answer(
      h.post('/api/settings/claim_inbox', {
        ...CASINO3,
        account_id: player.account_id,
        auth: player.auth,
        inbox_id: 2 ** 31,
      }),
    );
    expect(claim).toMatchObject({ status: 400, message: 'validationFailed' });
    const file = await h.app.request('/api/operator/tenants', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-key': OPERATOR_KEY },
      body: 'null',
    });
    expect(file.status).toBe(400);
  });
});
