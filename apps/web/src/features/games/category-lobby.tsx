import type { CategoryKey } from '@felt/contract/tables';
import { getTranslations } from 'next-intl/server';
import type { CardStyle } from '@/templates';
import type { FirstGames } from './game-pages';
import { LobbyClient } from './lobby-client';
import './games.css';

/**
 * The lobby of one category (SPEC 2.1's /slots, /casino, ... and /hot): the heading and, when given, the first
 * games are part of the cached page; filters, further games and the player's rows load in the browser.
 */
export async function CategoryLobby({
  category,
  card,
  first = null,
}: {
  category: CategoryKey;
  card: CardStyle;
  first?: FirstGames | null;
}) {
  const t = await getTranslations('ui.shell.categories');
  return (
    <div data-slot="lobby" data-category={category}>
      <h1 data-slot="lobby-title" data-face="display">
        {t(category)}
      </h1>
      <LobbyClient category={category} card={card} first={first} />
    </div>
  );
}
