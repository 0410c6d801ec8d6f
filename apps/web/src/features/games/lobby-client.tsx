'use client';

import type { CategoryKey } from '@felt/contract/tables';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { CardStyle } from '@/templates';
import { ALL_GAMES, ALL_PROVIDERS, type FirstGames, type LobbyQuery, linkedFilters } from './game-pages';
import { LobbyFilters } from './lobby-filters';
import { LobbyResults } from './lobby-results';
import { PlayerRows } from './player-rows';
import { useDebouncedValue } from './use-debounced-value';
import { useGamePages } from './use-game-pages';
import { useProviders } from './use-providers';
import './games.css';

/** Typing pauses this long before the lobby searches. */
const SEARCH_DEBOUNCE_MS = 300;

type Filters = Omit<LobbyQuery, 'category'>;
const NO_FILTERS: Filters = { provider: ALL_PROVIDERS, flag: ALL_GAMES, search: '' };

/** The interactive part of a category lobby: the player's rows, the filters and the games they find. */
export function LobbyClient({
  category,
  card,
  first,
}: {
  category: CategoryKey;
  card: CardStyle;
  first: FirstGames | null;
}) {
  const t = useTranslations('ui.games');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // A link may choose a provider or list (the home's rows do). Read once mounted: the served page is one for
  // every query, and reading the query while rendering would leave the lobby out of the served page.
  useEffect(() => {
    const linked = linkedFilters(window.location.search);
    if (linked.provider || linked.flag) setFilters((f) => ({ ...f, ...linked }));
  }, []);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const providers = useProviders(category);
  const pages = useGamePages({ category, provider: filters.provider, flag: filters.flag, search }, first);

  return (
    <>
      <PlayerRows category={category} card={card} />
      <section data-slot="lobby-games" aria-labelledby="lobby-games-title">
        <h2 id="lobby-games-title" className="sr-only">
          {t('allGames')}
        </h2>
        <LobbyFilters
          providers={providers}
          filters={filters}
          onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
        />
        <LobbyResults
          games={pages.games}
          total={pages.total}
          status={pages.status}
          more={pages.more}
          card={card}
          onMore={pages.loadMore}
          onRetry={pages.retry}
          onClear={() => setFilters(NO_FILTERS)}
        />
      </section>
    </>
  );
}
