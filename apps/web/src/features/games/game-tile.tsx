import type { Game } from '@felt/contract';
import { GameCard } from '@/features/home/game-card';
import { FavouriteButton } from './favourite-button';

/** A lobby card: the game's link, and beside it (not inside: a button may not sit in a link) its favourite toggle. */
export function GameTile({ game }: { game: Game }) {
  return (
    <div data-slot="game-tile">
      <GameCard game={game} />
      <FavouriteButton game={game} />
    </div>
  );
}
