'use client';

import type { Game } from '@felt/contract';
import { useTranslations } from 'next-intl';
import type { CardStyle } from '@/templates';
import type { GamePagesStatus } from './use-game-pages';
import { VirtualGameGrid } from './virtual-game-grid';
import './cards.css';
import '@/ui/form/forms.css';
import './games.css';

type Props = {
  games: readonly Game[];
  total: number;
  status: GamePagesStatus;
  more: boolean;
  card: CardStyle;
  onMore: () => void;
  onRetry: () => void;
  onClear: () => void;
};

/** What the lobby found: the count (announced), then the grid, or the empty state, or the error with retry. */
export function LobbyResults({ games, total, status, more, card, onMore, onRetry, onClear }: Props) {
  const t = useTranslations('ui.games');
  const loading = status === 'loading';
  return (
    <>
      <p role="status" data-slot="lobby-count">
        {loading ? t('loading') : status === 'error' ? '' : t('results', { count: total })}
      </p>
      {loading && <div data-slot="lobby-skeleton" aria-hidden="true" data-card={card} />}
      {status === 'error' && (
        <div role="alert" data-slot="lobby-problem">
          <p>{t('error')}</p>
          <button type="button" data-slot="form-button" onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      )}
      {!loading && status !== 'error' && games.length === 0 && (
        <div data-slot="lobby-empty">
          <p>{t('empty')}</p>
          <button type="button" data-slot="form-button" data-variant="secondary" onClick={onClear}>
            {t('clearFilters')}
          </button>
        </div>
      )}
      {games.length > 0 && (
        <VirtualGameGrid games={games} total={total} card={card} label={t('gridLabel')} onNearEnd={onMore} />
      )}
      {status === 'moreError' && (
        <div role="alert" data-slot="lobby-problem">
          <p>{t('moreError')}</p>
          <button type="button" data-slot="form-button" onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      )}
      {more && status !== 'moreError' && (
        <p data-slot="lobby-more">
          <button type="button" data-slot="form-button" data-variant="secondary" onClick={onMore}>
            {status === 'loadingMore' ? t('loadingMore') : t('loadMore')}
          </button>
        </p>
      )}
    </>
  );
}
