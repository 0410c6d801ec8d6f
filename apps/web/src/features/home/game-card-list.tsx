'use client';

import type { CardStyle } from '@/templates';
import { type CardGame, GameCard } from './game-card';
import './home.css';
import '@/features/games/cards.css';

/**
 * A grid of game cards drawn from their data. A client component on purpose: a server-rendered card is in the
 * page twice, as markup and again as the elements of the page's data; drawn here, the data holds only these
 * five fields per game.
 */
export function GameCardList({
  games,
  card,
  eager = 0,
}: {
  games: readonly CardGame[];
  card: CardStyle;
  /** How many of the first cards are fetched at once: those a phone shows in the first screen. */
  eager?: number;
}) {
  return (
    <ul data-slot="game-grid" data-card={card}>
      {games.map((game, index) => (
        <li key={`${game.provider_code}/${game.game_code}`}>
          <GameCard game={game} eager={index < eager} />
        </li>
      ))}
    </ul>
  );
}
