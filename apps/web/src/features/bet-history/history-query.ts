import { type CategoryKey, PRODUCT_CATEGORY_KEYS, ROUND_STATUSES, type RoundStatus } from '@felt/contract/tables';
import {
  addressOf,
  bodyOf,
  choiceOf,
  type PageAndDays,
  pageAndDaysOf,
  type Search,
} from '@/features/history/history-address';

// The bet history's filters in the address (?type=slot_game&status=settled&from=…&to=…&page=2), read and
// written the way every history does it (features/history).

export type HistoryFilters = PageAndDays & {
  gameType: CategoryKey | '';
  status: RoundStatus | '';
};

export const NO_FILTERS: HistoryFilters = { page: 1, gameType: '', status: '', dateFrom: '', dateTo: '' };

export function filtersFromSearch(search: Search): HistoryFilters {
  return {
    ...pageAndDaysOf(search),
    gameType: choiceOf(search, 'type', PRODUCT_CATEGORY_KEYS),
    status: choiceOf(search, 'status', ROUND_STATUSES),
  };
}

/** The address query of the filters; what is at its default is left out. */
export function searchOf(filters: HistoryFilters): Record<string, string> {
  return addressOf({ type: filters.gameType, status: filters.status }, filters);
}

/** The bet_history call's body (the BFF adds the player). */
export function historyBody(filters: HistoryFilters) {
  return bodyOf({ game_type: filters.gameType, status: filters.status }, filters);
}

/** What a round (or all rounds) came to for the player: the win less the bet. */
export function netOf(bet: number, win: number): number {
  return win - bet;
}
