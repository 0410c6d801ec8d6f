'use client';

import type { CategoryKey } from '@felt/contract/tables';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useHydrated, usePlayer } from '@/features/session/player-store';
import type { CardStyle } from '@/templates';
import { favouriteAsGame } from './favourite-actions';
import { inCategory } from './game-pages';
import { GameRow } from './game-row';
import { useRecentGames } from './use-recent-games';

/**
 * A player's own rows above the lobby: recently played and favourites of this category. Rendered only in
 * the browser, after the stored player is read, so the cached page stays the same for everyone.
 */
export function PlayerRows({ category, card }: { category: CategoryKey; card: CardStyle }) {
  const t = useTranslations('ui.games');
  const hydrated = useHydrated();
  const isPlayer = usePlayer((state) => state.isAuthenticated);
  const favouriteList = usePlayer((state) => state.game_fav_list);
  const recentList = useRecentGames();
  const favourites = useMemo(
    () => favouriteList.map(favouriteAsGame).filter((game) => inCategory(game, category)),
    [favouriteList, category],
  );
  const recent = useMemo(() => recentList.filter((game) => inCategory(game, category)), [recentList, category]);

  if (!hydrated || !isPlayer) return null;
  return (
    <>
      {recent.length > 0 && <GameRow title={t('recent')} games={recent} card={card} />}
      {favourites.length > 0 && <GameRow title={t('favourites')} games={favourites} card={card} />}
    </>
  );
}
