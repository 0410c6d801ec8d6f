import type { Game } from '@felt/contract';
import type { Db } from '../db/client';
import { hotGames as hotGameRows } from '../db/queries/games';
import { tenantFor } from './tenants';

/** Hot games of a category key; an empty game_type or "hot" means every category. */
export async function hotGames(
  db: Db,
  body: { domain_name: string; external_id: string; game_type: string },
): Promise<Game[]> {
  await tenantFor(db, body.domain_name, body.external_id);
  const type = body.game_type.trim();
  return hotGameRows(db, type === '' || type === 'hot' ? null : type);
}
