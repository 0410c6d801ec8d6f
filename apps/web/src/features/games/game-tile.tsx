import type { Game } from '@felt/contract';
import { GameCard } from '@/features/home/game-card';
import { FavouriteButton } from './favourite-button';
import './games.css';

/** A lobby card: the game's link, and beside it (not inside: a button may not sit in a link) its favourite toggle. */
export function GameTile({
  game,
  priority = false,
  eager = false,
}: {
  game: Game;
  priority?: boolean;
  eager?: boolean;
}) {
  return (
    <div data-slot="game-tile">
      <GameCard game={game} priority={priority} eager={eager} />
      <FavouriteButton game={game} />
    </div>
  );
}
