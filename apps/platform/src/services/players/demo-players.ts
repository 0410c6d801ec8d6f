import type { Db } from '../../db/client';
import { insertPlayer, tenantsWithout } from '../../db/queries/players';
import type { Logger } from '../../logger';
import { dollarsWorth, toMinor } from '../money';
import { hashPassword } from './passwords';

/**
 * The documented demo account of every demo tenant (DESIGN.md 2), with totals that show VIP progress. Amounts are
 * US dollars' worth, in each tenant's currency as the cashier's limits are.
 */
export const DEMO_PLAYER = {
  account_id: 'demo01',
  password: 'demo1234',
  full_name: 'Demo Player',
  contact_email: 'demo01@example.com',
  contact_phone: '+63 900 000 0001',
  balance: 1_000,
  total_deposit: 2_500,
  total_turnover: 12_000,
} as const;

/**
 * Adds the demo player to every tenant that lacks one; an existing demo player keeps whatever it has done since.
 * Its balance and totals are dollars' worth, so it can stake in any currency and stands past Silver on the default
 * ladder there.
 */
export async function ensureDemoPlayers(db: Db, log?: Logger): Promise<number> {
  const missing = await tenantsWithout(db, DEMO_PLAYER.account_id);
  if (!missing.length) return 0;
  // One hash for all of them: the password is published anyway, and argon2 is deliberately slow.
  const password_hash = await hashPassword(DEMO_PLAYER.password);
  let created = 0;
  for (const tenant of missing) {
    const { currency } = tenant;
    const row = await insertPlayer(
      db,
      {
        tenant_id: tenant.id,
        account_id: DEMO_PLAYER.account_id,
        account_key: DEMO_PLAYER.account_id,
        password_hash,
        full_name: DEMO_PLAYER.full_name,
        contact_email: DEMO_PLAYER.contact_email,
        contact_phone: DEMO_PLAYER.contact_phone,
        status: 'ACTIVE',
        total_deposit_minor: toMinor(dollarsWorth(DEMO_PLAYER.total_deposit, currency), currency),
        total_turnover_minor: toMinor(dollarsWorth(DEMO_PLAYER.total_turnover, currency), currency),
      },
      toMinor(dollarsWorth(DEMO_PLAYER.balance, currency), currency),
    );
    if (row) created++;
  }
  if (created) log?.info({ tenants: created, account_id: DEMO_PLAYER.account_id }, 'added the demo player');
  return created;
}
