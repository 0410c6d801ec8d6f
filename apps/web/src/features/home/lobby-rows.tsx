import type { Game, LocalePrefix } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { lobbyLink } from '@/features/games/game-pages';
import type { PathWithQuery } from '@/i18n/localize-href';
import type { CardStyle, HomeSection } from '@/templates';
import { GameCardList } from './game-card-list';
import { HomeRow } from './home-row';
import { freshGames, type HomeRows, type RowGame } from './home-rows';
import { PromotionStrip } from './promotion-strip';
import { ProviderStrip } from './provider-strip';

type LobbyRow = Extract<HomeSection, 'newGames' | 'liveCasino' | 'providers' | 'promotions'>;

type Props = { rows: HomeRows; hotGames: readonly Game[]; card: CardStyle; locale: LocalePrefix; currency: string };

/** The home's lobby rows, each drawn where the template places it; a row without items is left out. */
export async function lobbyRows({ rows, hotGames, card, locale, currency }: Props) {
  const t = await getTranslations('ui');
  // A game is on the home once: the new games leave out the hot ones, the live casino both rows' games.
  const newGames = freshGames(rows.newGames, hotGames);
  const liveCasino = freshGames(rows.liveCasino, [...hotGames, ...newGames]);
  const { providers, promotions } = rows;
  // A row of list lines cannot stand side by side in one line: a rail of such a template shows portrait cards.
  const railCard: CardStyle = card === 'row' ? 'portrait' : card;

  const gameRow = (id: string, games: RowGame[], title: string, more: { href: PathWithQuery; label: string }) =>
    games.length > 0 && (
      <HomeRow id={id} items="games" title={title} more={more}>
        <GameCardList games={games} card={railCard} eager={0} />
      </HomeRow>
    );

  return {
    newGames: () =>
      gameRow('new-games', newGames, t('home.newGames.title'), {
        href: lobbyLink('hot', { flag: 'new' }),
        label: t('home.newGames.all'),
      }),
    liveCasino: () =>
      gameRow('live-casino', liveCasino, t('shell.categories.casino'), {
        href: lobbyLink('casino', {}),
        label: t('home.liveCasino.all'),
      }),
    providers: () =>
      providers.length > 0 && (
        <HomeRow id="providers" items="providers" title={t('games.providers')}>
          <ProviderStrip providers={providers} />
        </HomeRow>
      ),
    promotions: () =>
      promotions.length > 0 && (
        <HomeRow
          id="promotions"
          items="promotions"
          title={t('promotions.title')}
          more={{ href: '/promotions', label: t('promotions.back') }}
        >
          <PromotionStrip promotions={promotions} locale={locale} currency={currency} />
        </HomeRow>
      ),
  } satisfies Record<LobbyRow, () => ReactNode>;
}
