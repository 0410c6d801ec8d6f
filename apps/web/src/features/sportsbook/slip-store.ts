'use client';

import { create } from 'zustand';

// The bet slip: the odds a visitor picked, in the order picked. It only remembers choices: no sportsbook
// wallet exists, so bets are placed in the provider's own sportsbook. Kept in memory for the visit; the slip
// follows the visitor from page to page, and a reload starts it afresh.

/** One picked odds line, with its texts already in the page's language. */
export type Pick = {
  key: string;
  match: string;
  market: string;
  choice: string;
  odds: string;
  /** The full spoken name: match, market, choice and odds. */
  label: string;
};

type SlipState = {
  picks: Pick[];
  /** Adds the pick, or takes it out when it is already there; one pick per market of a match. */
  toggle: (pick: Pick) => void;
  remove: (key: string) => void;
  clear: () => void;
};

/** "12:handicap:home" → "12:handicap": two sides of one market exclude each other, as on a real slip. */
const marketOf = (key: string) => key.slice(0, key.lastIndexOf(':'));

export const useSlip = create<SlipState>()((set) => ({
  picks: [],
  toggle: (pick) =>
    set(({ picks }) =>
      picks.some((p) => p.key === pick.key)
        ? { picks: picks.filter((p) => p.key !== pick.key) }
        : { picks: [...picks.filter((p) => marketOf(p.key) !== marketOf(pick.key)), pick] },
    ),
  remove: (key) => set(({ picks }) => ({ picks: picks.filter((p) => p.key !== key) })),
  clear: () => set({ picks: [] }),
}));
