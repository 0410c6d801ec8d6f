import type { Game } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { CardStyle } from '@/templates';
import { GameCardList } from './game-card-list';
import './home.css';

/**
 * How many hot games the home shows: its first screens on a phone and two rows on a desktop. The home is a
 * teaser; the whole list is the hot lobby's, one link away. Every card is in the page twice (its markup and the
 * page's data), so each one beyond the first screens made every visit heavier for a picture seldom reached.
 */
export const HOME_HOT_GAMES = 12;
/**
 * The cards fetched with the page rather than once laid out: on a phone the first row or two are in the first
 * screen under the slides, and a lazy picture there (one template draws the first card twice the size) is the
 * page's largest paint, arriving only after layout.
 */
const EAGER_HOT_GAMES = 4;

export async function HotGames({ games, card }: { games: Game[]; card: CardStyle }) {
  const t = await getTranslations('ui.home.hotGames');
  const shown = games
    .slice(0, HOME_HOT_GAMES)
    .map(({ provider_code, game_code, game_name, game_image, placeholder }) => ({
      provider_code,
      game_code,
      game_name,
      game_image,
      placeholder,
    }));
  return (
    <section data-slot="hot-games" aria-labelledby="hot-games-title">
      <h2 id="hot-games-title" data-slot="section-title">
        {t('title')}
      </h2>
      <GameCardList games={shown} card={card} eager={EAGER_HOT_GAMES} />
      {games.length > shown.length ? (
        <Link href="/hot" data-slot="section-more">
          {t('all')}
        </Link>
      ) : null}
    </section>
  );
}
