'use client';

import type { Side } from './board-view';
import { type Pick, useSlip } from './slip-store';
import './sportsbook.css';

/**
 * One odds line: its short choice (1, X, 2, -0.5, O 2.5) and the odds. The button is named by its content:
 * a hidden text saying match, market, choice and odds, which also holds what the short visible text says, so
 * the name stands alone in a list of buttons. aria-pressed says whether it is in the slip; its side places it in
 * the market's columns (sportsbook.css).
 */
export function OddsButton({ pick, short, side }: { pick: Pick; short: string; side: Side }) {
  const picked = useSlip((s) => s.picks.some((p) => p.key === pick.key));
  const toggle = useSlip((s) => s.toggle);
  return (
    <button type="button" data-slot="odds-button" data-side={side} aria-pressed={picked} onClick={() => toggle(pick)}>
      <span className="sr-only">{pick.label}</span>
      <span data-slot="odds-choice" aria-hidden="true">
        {short}
      </span>
      <span data-slot="odds-value" aria-hidden="true">
        {pick.odds}
      </span>
    </button>
  );
}
