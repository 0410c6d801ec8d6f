import { describe, expect, it } from 'vitest';
import { filtersFromSearch, historyBody, NO_FILTERS, netOf, searchOf } from './history-query';

const search = (query: string) => new URLSearchParams(query);

describe('filtersFromSearch', () => {
  it('reads page, category, status and days', () => {
    expect(filtersFromSearch(search('page=3&type=slot_game&status=settled&from=2026-01-02&to=2026-01-31'))).toEqual({
      page: 3,
      gameType: 'slot_game',
      status: 'settled',
      dateFrom: '2026-01-02',
      dateTo: '2026-01-31',
    });
  });

  it('ignores what it does not know', () => {
    expect(filtersFromSearch(search('page=0&type=hot&status=won&from=2026-13-45&to=yesterday'))).toEqual(NO_FILTERS);
    expect(filtersFromSearch(search('page=2.5')).page).toBe(1);
    expect(filtersFromSearch(search(''))).toEqual(NO_FILTERS);
  });
});

describe('searchOf', () => {
  it('leaves defaults out and round-trips', () => {
    expect(searchOf(NO_FILTERS)).toEqual({});
    const filters = { page: 2, gameType: 'casino', status: 'open', dateFrom: '2026-03-01', dateTo: '' } as const;
    expect(searchOf(filters)).toEqual({ type: 'casino', status: 'open', from: '2026-03-01', page: '2' });
    expect(filtersFromSearch(search(new URLSearchParams(searchOf(filters)).toString()))).toEqual(filters);
  });
});

describe('historyBody', () => {
  it('asks for ten rounds a page, with the filters that are set', () => {
    expect(historyBody(NO_FILTERS)).toEqual({ page: 1, per_page: 10 });
    expect(historyBody({ ...NO_FILTERS, page: 4, status: 'rolled_back', dateTo: '2026-02-01' })).toEqual({
      page: 4,
      per_page: 10,
      status: 'rolled_back',
      date_to: '2026-02-01',
    });
  });
});

describe('netOf', () => {
  it('is the win less the bet', () => {
    expect(netOf(10, 25)).toBe(15);
    expect(netOf(10, 0)).toBe(-10);
  });
});
