import {
  type CategoryKey,
  PAGINATION,
  PRODUCT_CATEGORY_KEYS,
  ROUND_STATUSES,
  type RoundStatus,
} from '@felt/contract/tables';

// The bet history's filters and page live in the address (?type=slot_game&page=2), so a reload or a shared
// link shows the same rounds. Anything unknown in the address is ignored.

export type HistoryFilters = {
  page: number;
  gameType: CategoryKey | '';
  status: RoundStatus | '';
  /** YYYY-MM-DD, as native date inputs give it; '' for no limit. */
  dateFrom: string;
  dateTo: string;
};

export const NO_FILTERS: HistoryFilters = { page: 1, gameType: '', status: '', dateFrom: '', dateTo: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | null): value is string =>
  value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

const oneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

type Search = { get(name: string): string | null };

export function filtersFromSearch(search: Search): HistoryFilters {
  const page = Number(search.get('page'));
  const type = search.get('type');
  const status = search.get('status');
  const from = search.get('from');
  const to = search.get('to');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    gameType: oneOf(PRODUCT_CATEGORY_KEYS, type) ? type : '',
    status: oneOf(ROUND_STATUSES, status) ? status : '',
    dateFrom: isDay(from) ? from : '',
    dateTo: isDay(to) ? to : '',
  };
}

/** The address query of the filters; what is at its default is left out. */
export function searchOf(filters: HistoryFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.gameType) query.type = filters.gameType;
  if (filters.status) query.status = filters.status;
  if (filters.dateFrom) query.from = filters.dateFrom;
  if (filters.dateTo) query.to = filters.dateTo;
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}

/** The bet_history call's body (the BFF adds the player). */
export function historyBody(filters: HistoryFilters) {
  return {
    page: filters.page,
    per_page: PAGINATION.itemsPerPage,
    ...(filters.gameType ? { game_type: filters.gameType } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.dateFrom ? { date_from: filters.dateFrom } : {}),
    ...(filters.dateTo ? { date_to: filters.dateTo } : {}),
  };
}

/** What a round (or all rounds) came to for the player: the win less the bet. */
export function netOf(bet: number, win: number): number {
  return win - bet;
}
