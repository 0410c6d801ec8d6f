'use client';

import type { Game } from '@felt/contract';
import { useTranslations } from 'next-intl';
import { usePlayer } from '@/features/session/player-store';
import { isFavourite, toggleFavourite } from './favourite-actions';
import './games.css';

/** The heart on a game card: pressed when the game is a favourite. A guest who presses it is sent to log in. */
export function FavouriteButton({ game }: { game: Game }) {
  const t = useTranslations('ui.games');
  const pressed = usePlayer((state) => state.isAuthenticated && isFavourite(state.game_fav_list, game));
  return (
    <button
      type="button"
      data-slot="favourite-toggle"
      aria-pressed={pressed}
      aria-label={t('favourite', { name: game.game_name })}
      onClick={() => void toggleFavourite(game)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-slot="favourite-icon">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.6 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
    </button>
  );
}
