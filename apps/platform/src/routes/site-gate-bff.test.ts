import { randomUUID } from 'node:crypto';
import {
  addBank,
  type CallDef,
  claimInbox,
  deposit,
  getBalance,
  getInbox,
  minigameSpin,
  promotionClaim,
  withdraw,
} from '@felt/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../db/schema';
import { defaultsIn } from '../services/engagement/defaults';
import { BACKENDS } from '../test/backends';
import { type Harness, harness, NOW } from '../test/fixture';
import { fund } from '../test/games';
import { approve, BANK, idOf, saveBank } from '../test/payments';
import { type Answer, answer, CASINO3, call, registerPlayer, type Session, SLOT2 } from '../test/players';

// A closed site refuses the session calls exactly as the web tier forwards them: a body of the call's fields with
// the session's account_id and auth and no domain_name, the site named in x-felt-domain (decision 0005). A caller
// that leaves the header out is held to its session's site.

const HOUR = 60 * 60 * 1000;
/** The smallest deposit casino3's welcome bonus takes, in its currency (CNY). */
const WELCOME_DEPOSIT = defaultsIn('CNY').promotions.find((p) => p.code === 'welcome-bonus')?.min_deposit;

/** The body the BFF forwards (apps/web/src/lib/api/bff.server.ts): tenant fields only where the call has them. */
function bffBody(def: CallDef, s: Session, fields: object): object {
  const schema = def.request!;
  const tenant = {
    ...('domain_name' in schema.shape ? { domain_name: s.site.domain_name } : {}),
    ...('external_id' in schema.shape ? { external_id: s.site.external_id } : {}),
  };
  return schema.parse({ ...fields, account_id: s.account_id, auth: s.auth, ...tenant });
}

type Closure = { name: string; close: Partial<typeof tenants.$inferInsert> };
const CLOSURES: Closure[] = [
  {
    name: 'in maintenance',
    close: { maintenance_start: new Date(NOW.getTime() - HOUR), maintenance_end: new Date(NOW.getTime() + HOUR) },
  },
  { name: 'switched off', close: { status: false } },
];
const REOPEN: Partial<typeof tenants.$inferInsert> = { maintenance_start: null, maintenance_end: null, status: true };

type Transport = { name: string; headers: (s: Session) => Record<string, string> };
const TRANSPORTS: Transport[] = [
  { name: 'with x-felt-domain', headers: (s) => ({ 'x-felt-domain': s.site.domain_name }) },
  { name: 'without a header (the session decides)', headers: () => ({}) },
];

describe.each(BACKENDS)('a closed site and the calls the BFF forwards on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(backend, ['casino3.localhost', 'slot2.localhost'], { startupTtlMs: 0 });
  });
  afterAll(() => h?.database.close());

  const setSite = (fields: Partial<typeof tenants.$inferInsert>) =>
    h.database.db.update(tenants).set(fields).where(eq(tenants.domain_name, CASINO3.domain_name));

  /** A player with money to withdraw, a saved bank and the welcome tokens waiting in the inbox. */
  async function readyPlayer() {
    const s = await registerPlayer(h);
    await fund(h, s, 10_000);
    const bank_id = await saveBank(h, s);
    const inbox = getInbox.response.parse(await call(h, '/api/settings/get_inbox', s)).list;
    const welcome = inbox.find((item) => item.claimable);
    if (!welcome) throw new Error('no welcome gift');
    return { s, bank_id, inbox_id: welcome.inbox_id };
  }

  describe.each(CLOSURES)('a site $name', ({ close }) => {
    it.each(TRANSPORTS)('refuses every call $name, and takes them again once reopened', async ({ headers }) => {
      const { s, bank_id, inbox_id } = await readyPlayer();
      const calls: [CallDef, object][] = [
        [getBalance, {}],
        [addBank, { ...BANK, account_number: '009876543210' }],
        [withdraw, { bank_id, amount: 40 }],
        [deposit, { method_code: 'bank_transfer', amount: WELCOME_DEPOSIT }],
        [promotionClaim, { code: 'welcome-bonus' }],
        [claimInbox, { inbox_id }],
        [minigameSpin, { request_id: randomUUID() }],
      ];
      const send = async ([def, fields]: [CallDef, object]): Promise<Answer> => {
        const body = bffBody(def, s, fields);
        expect(body).not.toHaveProperty('domain_name');
        return answer(h.post(def.path, body, headers(s)));
      };
      const before = await send([getBalance, {}]);

      await setSite(close);
      try {
        for (const c of calls) {
          expect({ path: c[0].path, ...(await send(c)) }).toEqual({
            path: c[0].path,
            status: 403,
            statusCode: -403,
            message: 'siteClosed',
          });
        }
      } finally {
        await setSite(REOPEN);
      }

      // Nothing moved while the site was closed; reopened, each call goes through in the same order.
      expect(await send([getBalance, {}])).toEqual(before);
      for (const c of calls) {
        const res = await send(c);
        expect({ path: c[0].path, ...res }).toMatchObject({ statusCode: 1 });
        // The bonus is claimed from an approved deposit.
        if (c[0] === deposit) expect(await approve(h, idOf(res))).toMatchObject({ statusCode: 1 });
      }
    });
  });

  it('refuses when the header and the body name different sites and either is closed', async () => {
    const { s } = await readyPlayer();
    // A caller of its own may add a domain_name the call does not take; the gate reads it all the same.
    const naming = (domain_name: string) => ({ ...bffBody(getBalance, s, {}), domain_name });
    const post = (domain: string, header?: string) =>
      answer(h.post(getBalance.path, naming(domain), header ? { 'x-felt-domain': header } : {}));
    await setSite({ status: false });
    try {
      expect((await post(CASINO3.domain_name, SLOT2.domain_name)).message).toBe('siteClosed');
      expect((await post(SLOT2.domain_name, CASINO3.domain_name)).message).toBe('siteClosed');
      // Without the header the session's own site counts too, whatever the body names.
      expect((await post(SLOT2.domain_name)).message).toBe('siteClosed');
      // Logout stays open, with or without the header.
      expect((await answer(h.post('/api/auth/logout', bffBody(getBalance, s, {})))).statusCode).toBe(1);
    } finally {
      await setSite(REOPEN);
    }
  });
});
