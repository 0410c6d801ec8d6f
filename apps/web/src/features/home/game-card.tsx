import type { Game } from '@felt/contract';
import { Link } from '@/i18n/navigation';
import { LazyImage } from '@/ui/lazy-image';
import './home.css';

/**
 * One game: image (fixed aspect ratio from the template's card style), name and provider. The image's
 * alt text is the game's name, so the visible name is hidden from assistive technology to avoid a repeat.
 * Not prefetched: every card has its own query, so a lobby would fetch /playnow once per visible card.
 */
/** What a card shows of a game. */
export type CardGame = Pick<Game, 'provider_code' | 'game_code' | 'game_name' | 'game_image' | 'placeholder'>;

type Props = {
  game: CardGame;
  /** One of the first cards of a page, likely its largest paint: fetched first. */
  priority?: boolean;
  /** In the served page's first screens: fetched at once rather than lazily. */
  eager?: boolean;
};

export function GameCard({ game, priority = false, eager = false }: Props) {
  return (
    <Link
      href={{ pathname: '/playnow', query: { provider: game.provider_code, game: game.game_code } }}
      prefetch={false}
      data-slot="game-card"
    >
      <LazyImage
        src={game.game_image}
        alt={game.game_name}
        placeholder={game.placeholder}
        priority={priority}
        eager={eager}
      />
      <span data-slot="game-meta">
        <span data-slot="game-name" aria-hidden="true">
          {game.game_name}
        </span>
        <span data-slot="game-provider">{game.provider_code}</span>
      </span>
    </Link>
  );
}
