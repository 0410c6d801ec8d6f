'use client';

import type { Provider } from '@felt/contract';
import { GAME_LIST } from '@felt/contract/tables';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ChoiceGroup } from '@/ui/choice-group';
import { ALL_GAMES, ALL_PROVIDERS, LOBBY_FLAGS, type LobbyQuery } from './game-pages';
import '@/ui/form/forms.css';
import './games.css';

type Filters = Omit<LobbyQuery, 'category'>;

type Props = {
  providers: readonly Provider[];
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
};

const LISTS = [ALL_GAMES, ...LOBBY_FLAGS] as const;

/** Provider tabs ("All" first), the list filter and the search box of a lobby. */
export function LobbyFilters({ providers, filters, onChange }: Props) {
  const t = useTranslations('ui.games');
  const searchId = useId();
  const providerChoices = [
    { value: ALL_PROVIDERS, label: t('allProviders') },
    ...providers.map((p) => ({ value: p.provider_code, label: p.provider_name })),
  ];
  const listChoices = LISTS.map((list) => ({ value: list, label: t(`lists.${list}`) }));

  return (
    <div data-slot="lobby-filters">
      <ChoiceGroup
        slot="provider-tabs"
        label={t('providers')}
        choices={providerChoices}
        value={filters.provider}
        onChange={(provider) => onChange({ provider })}
      />
      <div data-slot="lobby-tools">
        <ChoiceGroup
          slot="list-filter"
          label={t('list')}
          choices={listChoices}
          value={filters.flag}
          onChange={(flag) => onChange({ flag })}
        />
        <search data-slot="lobby-search">
          <label htmlFor={searchId} className="sr-only">
            {t('search')}
          </label>
          <input
            id={searchId}
            type="search"
            data-slot="input"
            value={filters.search}
            maxLength={GAME_LIST.maxSearchLength}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => onChange({ search: event.target.value })}
          />
        </search>
      </div>
    </div>
  );
}
