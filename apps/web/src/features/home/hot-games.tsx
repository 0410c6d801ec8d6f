import type { Game } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import type { CardStyle } from '@/templates';
import { GameCard } from './game-card';

export async function HotGames({ games, card }: { games: Game[]; card: CardStyle }) {
  const t = await getTranslations('ui.home.hotGames');
  return (
    <section data-slot="hot-games" aria-labelledby="hot-games-title">
      <h2 id="hot-games-title" data-slot="section-title">
        {t('title')}
      </h2>
      <ul data-slot="game-grid" data-card={card}>
        {games.map((game) => (
          <li key={`${game.provider_code}/${game.game_code}`}>
            <GameCard game={game} />
          </li>
        ))}
      </ul>
    </section>
  );
}
