import { Failure } from '@felt/contract';
import { KEY_FAILURES, OPERATOR_CALLS, type OperatorCallDef } from '@felt/contract/operator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BACKENDS } from '../test/backends';
import { type Harness, harness, OPERATOR_KEY, seedFile } from '../test/fixture';
import { depositOf, idOf } from '../test/payments';
import { CASINO3, registerPlayer, type Session } from '../test/players';

// Real answers of every operator call, parsed with the contract's schemas: a field the platform adds, drops or
// changes fails here, as does a refusal the contract does not list.

type Name = keyof typeof OPERATOR_CALLS;

describe.each(BACKENDS)('operator answers on $name', (backend) => {
  let h: Harness;
  let s: Session;
  const seen = new Set<Name>();
  beforeAll(async () => {
    h = await harness(backend, ['casino3.localhost']);
    s = await registerPlayer(h);
  });
  afterAll(() => h?.database.close());

  /** The call at its contract path, the {parameters} filled in; the status and the JSON body. */
  async function send(name: Name, params: Record<string, string> = {}, body?: object, key = OPERATOR_KEY) {
    const call: OperatorCallDef = OPERATOR_CALLS[name];
    const path = call.path.replace(/\{(\w+)\}/g, (_, param: string) => encodeURIComponent(params[param]!));
    const res = await h.app.request(path, {
      method: call.method,
      headers: { 'Content-Type': 'application/json', 'X-Operator-Key': key },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { call, status: res.status, json: (await res.json()) as Record<string, unknown> };
  }

  /** Parsed as the contract says, and nothing dropped on the way (zod strips fields it does not know). */
  const agrees = (schema: z.ZodType, json: unknown) => expect(schema.parse(json)).toEqual(json);

  async function answers(name: Name, params: Record<string, string> = {}, body?: object) {
    const { call, status, json } = await send(name, params, body);
    expect(status, `${name}: ${JSON.stringify(json)}`).toBe(200);
    agrees(call.response, json);
    if (call.request && body) expect(call.request.safeParse(body).success, name).toBe(true);
    seen.add(name);
    return json as { value?: unknown; inbox_id?: unknown };
  }

  async function refuses(name: Name, status: number, params: Record<string, string> = {}, body?: object, key?: string) {
    const answer = await send(name, params, body, key);
    expect(answer.status, `${name}: ${JSON.stringify(answer.json)}`).toBe(status);
    expect({ ...answer.call.failures, ...KEY_FAILURES }, name).toHaveProperty(String(status));
    agrees(Failure, answer.json);
  }

  it('answers each operator call as its contract schema says', async () => {
    const account = { domain_name: CASINO3.domain_name, account_id: s.account_id };
    const file = seedFile('slot5.localhost');
    await answers('importTenant', {}, file);
    const tenants = await answers('listTenants');
    expect(tenants.value).toHaveLength(2);
    expect((await answers('exportTenant', { domain: 'slot5.localhost' })).value).toEqual(file);

    await answers('setPlayerStatus', {}, { ...account, status: 'ACTIVE' });
    await answers('showPlayer', { domain: account.domain_name, account: account.account_id });
    await answers(
      'sendInboxMessage',
      {},
      { ...account, title: 'Hello', body: 'A gift', reward_kind: 'tokens' as const, reward_amount: 2 },
    );
    await answers('grantTokens', {}, { ...account, tokens: 3, reason: 'contract test', key: 'operator-answers' });

    const first = idOf(await depositOf(h, s, 50));
    const second = idOf(await depositOf(h, s, 60));
    const pending = await answers('pendingPayments', { domain: account.domain_name });
    expect(pending.value).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ request_id: first, type: 'deposit', amount: 50 }),
        expect.objectContaining({ request_id: second }),
      ]),
    );
    await answers('approvePayment', {}, { request_id: first });
    await answers('rejectPayment', {}, { request_id: Number(second), reason: 'no transfer arrived' });
    await answers('checkLedger');

    expect([...seen].sort()).toEqual(Object.keys(OPERATOR_CALLS).sort());
  });

  it('refuses with the failures the contract lists, each a Failure', async () => {
    const nobody = { domain_name: CASINO3.domain_name, account_id: 'nobody_here' };
    await refuses('listTenants', 403, {}, undefined, 'wrong-key');
    await refuses('importTenant', 400, {}, { ...seedFile('slot5.localhost'), site: null });
    await refuses('exportTenant', 404, { domain: 'none.localhost' });
    await refuses('setPlayerStatus', 400, {}, { ...nobody, status: 'PENDING' });
    await refuses('setPlayerStatus', 404, {}, { ...nobody, status: 'BLOCK' });
    await refuses('showPlayer', 404, { domain: 'none.localhost', account: 'nobody_here' });
    await refuses('sendInboxMessage', 404, {}, { ...nobody, title: 'Hello', body: 'A gift' });
    await refuses('grantTokens', 404, {}, { ...nobody, tokens: 1, reason: 'x', key: 'k' });
    await refuses('pendingPayments', 404, { domain: 'none.localhost' });
    await refuses('approvePayment', 404, {}, { request_id: 999_999_999 });
    await refuses('rejectPayment', 400, {}, { request_id: 'first' });
  });
});
