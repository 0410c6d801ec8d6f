'use client';

import type { Game } from '@felt/contract';
import { useId } from 'react';
import type { CardStyle } from '@/templates';
import { gameKey } from './game-pages';
import { GameTile } from './game-tile';
import './cards.css';
import './games.css';

/** A titled row of games that scrolls sideways: the player's recently played and favourite games. */
export function GameRow({ title, games, card }: { title: string; games: readonly Game[]; card: CardStyle }) {
  const id = useId();
  return (
    <section data-slot="game-row" aria-labelledby={id}>
      <h2 id={id} data-slot="section-title">
        {title}
      </h2>
      <ul data-slot="game-row-list" data-card={card}>
        {games.map((game) => (
          <li key={gameKey(game)}>
            <GameTile game={game} />
          </li>
        ))}
      </ul>
    </section>
  );
}
