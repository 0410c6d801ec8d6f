import type { CardStyle } from '@/templates';
import { type CardGame, GameCard } from './game-card';
import './home.css';
import '@/features/games/cards.css';

/**
 * A grid of game cards. Served as plain HTML from the server: the cards run no code of their own in the browser
 * (their placeholders are drawn by the page's one painter, ui/placeholder-painter.tsx), so hydrating the home
 * costs no component per card; only each card's link is an island.
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
