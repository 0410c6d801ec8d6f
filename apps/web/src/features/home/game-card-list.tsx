'use client';

import type { CardStyle } from '@/templates';
import { type CardGame, GameCard } from './game-card';

/**
 * A grid of game cards drawn from their data. A client component on purpose: a server-rendered card is in the
 * page twice, as markup and again as the elements of the page's data; drawn here, the data holds only these
 * five fields per game.
 */
export function GameCardList({ games, card }: { games: readonly CardGame[]; card: CardStyle }) {
  return (
    <ul data-slot="game-grid" data-card={card}>
      {games.map((game) => (
        <li key={`${game.provider_code}/${game.game_code}`}>
          <GameCard game={game} />
        </li>
      ))}
    </ul>
  );
}
