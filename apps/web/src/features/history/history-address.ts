import { PAGINATION } from '@felt/contract/tables';

// Every history keeps its filters and page in the address (?status=approved&from=2026-01-02&page=2), so a
// reload or a shared link shows the same lines. Anything unknown in the address is ignored.

/** What the address offers: URLSearchParams, or Next's read-only search params. */
export type Search = { get(name: string): string | null };

/** What every history filters on: a page and a range of days (YYYY-MM-DD as date inputs give them, '' for no limit). */
export type PageAndDays = { page: number; dateFrom: string; dateTo: string };

export const FIRST_PAGE: PageAndDays = { page: 1, dateFrom: '', dateTo: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day in the YYYY-MM-DD form. */
export function isDay(value: string | null): value is string {
  if (value === null || !DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** The page and days of the address: ?page=, ?from= and ?to=. */
export function pageAndDaysOf(search: Search): PageAndDays {
  const page = Number(search.get('page'));
  const from = search.get('from');
  const to = search.get('to');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    dateFrom: isDay(from) ? from : '',
    dateTo: isDay(to) ? to : '',
  };
}

/** One of `list` from the address parameter `name`; '' (no filter) for anything else. */
export function choiceOf<T extends string>(search: Search, name: string, list: readonly T[]): T | '' {
  const value = search.get(name);
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : '';
}

const setOnly = (entries: Record<string, string>) => Object.fromEntries(Object.entries(entries).filter(([, v]) => v));

/** The address query: the choices that are set, the days, the page past the first. */
export function addressOf(choices: Record<string, string>, { page, dateFrom, dateTo }: PageAndDays) {
  const query: Record<string, string> = setOnly({ ...choices, from: dateFrom, to: dateTo });
  if (page > 1) query.page = String(page);
  return query;
}

/** A history call's body: the page of SPEC 5's size, the choices that are set and the days (the BFF adds the player). */
export function bodyOf(choices: Record<string, string>, { page, dateFrom, dateTo }: PageAndDays) {
  return {
    page,
    per_page: PAGINATION.itemsPerPage,
    ...setOnly({ ...choices, date_from: dateFrom, date_to: dateTo }),
  };
}

/** How a signed amount is marked: up for money in, down for money out, nothing for zero. */
export function signOf(amount: number): 'up' | 'down' | undefined {
  return amount > 0 ? 'up' : amount < 0 ? 'down' : undefined;
}
