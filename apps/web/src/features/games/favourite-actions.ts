import type { Game } from '@felt/contract';
import { type FavouriteGameView, updatePlayer, usePlayerStore } from '@/features/session/player-store';
import { sendGuestAway } from '@/features/session/send-guest-away';
import { refreshFavourites } from '@/features/session/session-actions';
import { callApi, isOk } from '@/lib/api/client';

// The favourite toggle of a game card. The list lives in the player store (fetched after login); a toggle
// changes it at once and tells the platform, and a refused change is undone by reading the list again.

type GameRef = Pick<Game, 'provider_code' | 'game_code'>;

const sameGame = (a: GameRef) => (b: GameRef) => a.provider_code === b.provider_code && a.game_code === b.game_code;

export function isFavourite(list: readonly FavouriteGameView[], game: GameRef): boolean {
  return list.some(sameGame(game));
}

/** A favourite as a game the lobby can show; the favourites call carries no placeholder. */
export function favouriteAsGame(favourite: FavouriteGameView): Game {
  return { ...favourite, placeholder: null };
}

/** Games whose toggle is on its way: a second press waits for the first answer. */
const pending = new Set<string>();

export async function toggleFavourite(game: Game): Promise<void> {
  const { isAuthenticated, game_fav_list: list } = usePlayerStore.getState();
  // SPEC 2.4: favourites belong to players; a guest goes to log in.
  if (!isAuthenticated) {
    sendGuestAway();
    return;
  }
  const key = `${game.provider_code}/${game.game_code}`;
  if (pending.has(key)) return;
  pending.add(key);
  const { provider_code, game_code, game_name, game_type, game_image } = game;
  const removing = isFavourite(list, game);
  updatePlayer({
    game_fav_list: removing
      ? list.filter((f) => !sameGame(game)(f))
      : [...list, { provider_code, game_code, game_name, game_type, game_image }],
  });
  try {
    const answer = removing
      ? await callApi('/api/home/fav_remove', { provider_code, game_code })
      : await callApi('/api/home/fav_add', { provider_code, game_code, game_name, game_type, img_url: game_image });
    if (!isOk(answer)) await refreshFavourites();
  } finally {
    pending.delete(key);
  }
}
