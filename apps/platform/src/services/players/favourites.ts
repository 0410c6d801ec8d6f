import { ERROR_KEYS, STATUS } from '@felt/contract';
import { addFavourite, favouritesOf, removeFavourite } from '../../db/queries/favourites';
import { findGame } from '../../db/queries/games';
import type { Caller } from './authenticate';
import type { PlayerDeps } from './context';
import { refuse } from './refusals';

type GameKey = { provider_code: string; game_code: string };

/** fav_add: only a game of the catalogue, stored as the catalogue describes it (not as the body does). */
export async function add(deps: PlayerDeps, caller: Caller, key: GameKey): Promise<void> {
  const game = await findGame(deps.db, key.provider_code, key.game_code);
  if (!game) throw refuse(STATUS.notFound, ERROR_KEYS.notFound);
  await addFavourite(deps.db, {
    player_id: caller.player.id,
    provider_code: game.provider_code,
    game_code: game.game_code,
    game_name: game.game_name,
    game_type: game.game_type,
    img_url: game.image_url,
    created_at: deps.now(),
  });
}

export async function remove(deps: PlayerDeps, caller: Caller, key: GameKey): Promise<void> {
  await removeFavourite(deps.db, caller.player.id, key.provider_code, key.game_code);
}

/** fav_list: newest first. */
export function list(deps: PlayerDeps, caller: Caller) {
  return favouritesOf(deps.db, caller.player.id);
}
