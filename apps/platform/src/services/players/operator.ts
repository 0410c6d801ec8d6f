import type { PlayerStatus } from '@felt/contract';
import type { OperatorPlayer } from '@felt/contract/operator';
import type { Db } from '../../db/client';
import { findPlayer, setPlayerStatus, walletOf } from '../../db/queries/players';
import { endGameSessions } from '../../db/queries/protection';
import { findTenantByDomain } from '../../db/queries/tenants';
import { toMajor } from '../money';

// What the operator sees and changes of one player (HTTP endpoints and the player CLI).

export async function playerSummary(db: Db, domain: string, accountId: string): Promise<OperatorPlayer | undefined> {
  const tenant = await findTenantByDomain(db, domain.trim().toLowerCase());
  const player = tenant && (await findPlayer(db, tenant.id, accountId.trim().toLowerCase()));
  if (!tenant || !player) return undefined;
  const wallet = await walletOf(db, player.id);
  return {
    domain_name: tenant.domain_name,
    account_id: player.account_id,
    status: player.status,
    created_at: player.created_at.toISOString(),
    balance: toMajor(wallet.balance_minor, tenant.currency),
    currency: tenant.currency,
  };
}

/**
 * Sets an account's status. Sessions stay: a BLOCK or CLOSE takes effect on the player's next call, which answers
 * that message so the site logs the player out with it (SPEC 4). Open games end for good, so a game left open
 * does not take bets again once the account is reactivated.
 */
export async function changePlayerStatus(
  db: Db,
  domain: string,
  accountId: string,
  status: Exclude<PlayerStatus, 'PENDING'>,
  now: Date = new Date(),
): Promise<OperatorPlayer | undefined> {
  const tenant = await findTenantByDomain(db, domain.trim().toLowerCase());
  const player = tenant && (await findPlayer(db, tenant.id, accountId.trim().toLowerCase()));
  if (!tenant || !player) return undefined;
  await setPlayerStatus(db, player.id, status);
  if (status !== 'ACTIVE') await endGameSessions(db, player.id, now);
  return playerSummary(db, domain, accountId);
}
