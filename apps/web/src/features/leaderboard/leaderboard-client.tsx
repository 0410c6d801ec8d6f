'use client';

import { LEADERBOARD_METRICS, LEADERBOARD_PERIODS } from '@felt/contract/tables';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { HistoryTable } from '@/features/history/history-table';
import { useMoney } from '@/features/money/use-money';
import { usePathname, useRouter } from '@/i18n/navigation';
import { ChoiceGroup } from '@/ui/choice-group';
import { PagePanel } from '@/ui/form/page-panel';
import { type BoardQuery, boardQueryOf, searchOfBoard } from './board-query';
import { type Board, useBoard } from './use-board';
import '@/ui/form/forms.css';
import '@/features/missions/missions.css';

/** /leaderboard: public; period and ranking are chosen in the address, the board loads in the browser. */
export function LeaderboardClient() {
  const t = useTranslations('ui.leaderboard');
  const tCommon = useTranslations('ui.common');
  return (
    <PagePanel title={t('title')} width="wide" intro={<p>{t('intro')}</p>}>
      <Suspense fallback={<p data-slot="form-text">{tCommon('loading')}</p>}>
        <Leaderboard />
      </Suspense>
    </PagePanel>
  );
}

function Leaderboard() {
  const t = useTranslations('ui.leaderboard');
  const tCommon = useTranslations('ui.common');
  const router = useRouter();
  const pathname = usePathname();
  const query = boardQueryOf(useSearchParams());
  const { loaded, retry } = useBoard(query);
  const choose = (patch: Partial<BoardQuery>) =>
    router.replace({ pathname, query: searchOfBoard({ ...query, ...patch }) }, { scroll: false });

  return (
    <>
      <div data-slot="board-choices">
        <ChoiceGroup
          slot="board-choice"
          label={t('period')}
          value={query.period}
          choices={LEADERBOARD_PERIODS.map((value) => ({ value, label: t(`periods.${value}`) }))}
          onChange={(period) => choose({ period })}
        />
        <ChoiceGroup
          slot="board-choice"
          label={t('metric')}
          value={query.metric}
          choices={LEADERBOARD_METRICS.map((value) => ({ value, label: t(`metrics.${value}`) }))}
          onChange={(metric) => choose({ metric })}
        />
      </div>
      <div aria-live="polite" aria-busy={loaded.status === 'loading'}>
        {loaded.status === 'loading' && <p data-slot="form-text">{tCommon('loading')}</p>}
        {loaded.status === 'failed' && (
          <div data-slot="form-text">
            <p>{t('failed')}</p>
            <button type="button" data-slot="form-button" data-variant="secondary" onClick={retry}>
              {tCommon('retry')}
            </button>
          </div>
        )}
        {loaded.status === 'ok' && <BoardView board={loaded.board} query={query} />}
      </div>
    </>
  );
}

function BoardView({ board, query }: { board: Board; query: BoardQuery }) {
  const t = useTranslations('ui.leaderboard');
  const money = useMoney();
  const caption = t('caption', { metric: t(`metrics.${query.metric}`), period: t(`periods.${query.period}`) });
  const ownRow = board.value.some((row) => row.you);
  return (
    <>
      {board.value.length === 0 ? (
        <p data-slot="form-text">{t('empty')}</p>
      ) : (
        <HistoryTable
          caption={caption}
          columns={[
            { key: 'rank', label: t('rank'), numeric: true },
            { key: 'player', label: t('player') },
            { key: 'amount', label: t(`amounts.${query.metric}`), numeric: true },
          ]}
        >
          {board.value.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are places on the board, and masked ids may repeat.
            <tr key={i} data-you={row.you ? '' : undefined}>
              <td data-numeric="">{row.rank}</td>
              <td>
                {row.account_id}
                {row.you && <strong data-slot="board-you"> ({t('you')})</strong>}
              </td>
              <td data-numeric="">{money(row.amount)}</td>
            </tr>
          ))}
        </HistoryTable>
      )}
      {board.me && !ownRow && (
        <p data-slot="board-own">
          {board.me.rank === null
            ? t('notRanked')
            : t('yourRank', { rank: board.me.rank, amount: money(board.me.amount) })}
        </p>
      )}
    </>
  );
}
