'use client';

import { type ReactNode, useId } from 'react';
import './history.css';
import '@/features/money-history/money-history.css';
import '@/features/missions/missions.css';

type Props = {
  caption: string;
  /** The column headings, in order; numeric ones are aligned to the end. */
  columns: readonly { key: string; label: string; numeric?: boolean }[];
  children: ReactNode;
};

/**
 * A history's table of one page, named by its caption. It scrolls sideways on a phone, so the scrolling
 * region can take keyboard focus and is named by the same caption.
 */
export function HistoryTable({ caption, columns, children }: Props) {
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section data-slot="table-scroll" aria-labelledby={captionId} tabIndex={0}>
      <table data-slot="history-table">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-numeric={column.numeric ? '' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}
