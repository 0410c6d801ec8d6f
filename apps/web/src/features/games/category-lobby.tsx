import type { CategoryKey } from '@felt/contract/tables';
import { getTranslations } from 'next-intl/server';
import type { CardStyle } from '@/templates';
import { LobbyClient } from './lobby-client';

/**
 * The lobby of one category (SPEC 2.1's /slots, /casino, ... and /hot): the heading is part of the cached
 * page; games, filters and the player's rows load in the browser.
 */
export async function CategoryLobby({ category, card }: { category: CategoryKey; card: CardStyle }) {
  const t = await getTranslations('ui.shell.categories');
  return (
    <div data-slot="lobby" data-category={category}>
      <h1 data-slot="lobby-title">{t(category)}</h1>
      <LobbyClient category={category} card={card} />
    </div>
  );
}
