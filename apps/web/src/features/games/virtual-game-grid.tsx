'use client';

import type { Game } from '@felt/contract';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, useEffect, useRef } from 'react';
import type { CardStyle } from '@/templates';
import { gameKey } from './game-pages';
import { GameTile } from './game-tile';
import { useGridColumns } from './use-grid-columns';
import './cards.css';
import './games.css';

type Props = {
  games: readonly Game[];
  /** All games of the query, loaded or not: screen readers hear "3 of 120". */
  total: number;
  card: CardStyle;
  label: string;
  /** Asked for when the last rows come near; the grid does not know whether more exist. */
  onNearEnd: () => void;
};

/** Rows kept rendered beyond the viewport, and how close to the last row the next page is asked for. */
const OVERSCAN_ROWS = 3;
const NEAR_END_ROWS = 2;
/** A row's height before any card was laid out. */
const ESTIMATED_ROW_PX = 240;
/** Cards in the served page: a phone's first screens. */
const SERVED_CARDS = 12;
/** The first cards, the likely largest paint of a lobby, are fetched first. */
const PRIORITY_CARDS = 2;

/**
 * The lobby grid, virtualised by rows against the window's scroll: only the rows near the viewport are in
 * the page. It stays a plain list of cards; each card is placed in the column the template's card width
 * gives, and a row's height is measured on its first card (the cards of a row are alike).
 */
export function VirtualGameGrid({ games, total, card, label, onNearEnd }: Props) {
  const ref = useRef<HTMLUListElement>(null);
  const { columns, gapPx, top, rowPx, measured } = useGridColumns(ref);
  const rowCount = Math.ceil(games.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    // A first guess at a row's height (a card as served); rows are measured once rendered.
    estimateSize: () => rowPx || ESTIMATED_ROW_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
    gap: gapPx,
  });
  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.at(-1)?.index ?? -1;

  useEffect(() => {
    if (rowCount > 0 && lastRow >= rowCount - NEAR_END_ROWS) onNearEnd();
  }, [lastRow, rowCount, onNearEnd]);

  // Until the grid is measured (the served page, and the first render in the browser, which must match it), the
  // first cards are a plain CSS grid of the same columns; the virtual layout then puts them where they already are.
  if (!measured) {
    return (
      <ul ref={ref} aria-label={label} data-slot="lobby-grid" data-card={card} data-layout="served">
        {games.slice(0, SERVED_CARDS).map((game, index) => (
          <li key={gameKey(game)} aria-setsize={total} aria-posinset={index + 1}>
            <GameTile game={game} priority={index < PRIORITY_CARDS} eager />
          </li>
        ))}
      </ul>
    );
  }

  const gridStyle = { height: virtualizer.getTotalSize(), '--columns': columns } as CSSProperties;
  return (
    <ul ref={ref} aria-label={label} data-slot="lobby-grid" data-card={card} style={gridStyle}>
      {rows.flatMap((row) =>
        games.slice(row.index * columns, (row.index + 1) * columns).map((game, column) => (
          <li
            key={gameKey(game)}
            ref={column === 0 ? virtualizer.measureElement : undefined}
            data-index={row.index}
            aria-setsize={total}
            aria-posinset={row.index * columns + column + 1}
            style={
              {
                '--column': column,
                // An offset, not a transform: a transform would make each card a space of its own, and the
                // browser counts the move of everything inside it into that space as a layout shift.
                top: row.start - virtualizer.options.scrollMargin,
              } as CSSProperties
            }
          >
            <GameTile
              game={game}
              priority={row.index * columns + column < PRIORITY_CARDS}
              eager={row.index * columns + column < SERVED_CARDS}
            />
          </li>
        )),
      )}
    </ul>
  );
}
