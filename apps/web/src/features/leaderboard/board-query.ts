import {
  LEADERBOARD_METRICS,
  LEADERBOARD_PERIODS,
  type LeaderboardMetric,
  type LeaderboardPeriod,
} from '@felt/contract/tables';

// The board a page shows is in its address (?period=week&metric=wins), so a link shows the same board.
// Anything unknown falls back to this week's stake.

export type BoardQuery = { period: LeaderboardPeriod; metric: LeaderboardMetric };

export const DEFAULT_BOARD: BoardQuery = { period: 'week', metric: 'turnover' };

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

export function boardQueryOf(search: { get(name: string): string | null }): BoardQuery {
  return {
    period: oneOf(LEADERBOARD_PERIODS, search.get('period'), DEFAULT_BOARD.period),
    metric: oneOf(LEADERBOARD_METRICS, search.get('metric'), DEFAULT_BOARD.metric),
  };
}

/** The address query of a board; the defaults are left out so the plain /leaderboard stays the canonical one. */
export function searchOfBoard(query: BoardQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.period !== DEFAULT_BOARD.period) search.period = query.period;
  if (query.metric !== DEFAULT_BOARD.metric) search.metric = query.metric;
  return search;
}
