import type { TokenGrant } from '@felt/contract/operator';
import type { Db } from '../../db/client';
import { findPlayer } from '../../db/queries/players';
import { findTenantByDomain } from '../../db/queries/tenants';
import { moveTokens } from '../../db/queries/tokens';

/**
 * An operator gives a player game tokens (a goodwill gesture, a contest prize, a test's funding), once per key
 * and player: a repeat with the same key moves nothing and answers the balance the grant left.
 */
export async function grantTokens(db: Db, grant: TokenGrant, now: Date) {
  const tenant = await findTenantByDomain(db, grant.domain_name.trim().toLowerCase());
  const player = tenant && (await findPlayer(db, tenant.id, grant.account_id.trim().toLowerCase()));
  if (!tenant || !player) return undefined;
  const moved = await db.transaction((tx) =>
    moveTokens(tx, {
      tenant_id: tenant.id,
      player_id: player.id,
      kind: 'operator_grant',
      delta: grant.tokens,
      idempotency_key: `operator-tokens:${player.id}:${grant.key}`,
      memo: { reason: grant.reason, key: grant.key },
      created_at: now,
    }),
  );
  return { account_id: player.account_id, token_balance: moved.balance, applied: moved.applied };
}
