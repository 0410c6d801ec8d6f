import { describe, expect, it } from 'vitest';
import { addressOf, bodyOf, choiceOf, FIRST_PAGE, isDay, pageAndDaysOf, signOf } from './history-address';

const search = (query: string) => new URLSearchParams(query);

describe('isDay', () => {
  it('takes real calendar days only', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
    expect(isDay(null)).toBe(false);
  });
});

describe('pageAndDaysOf', () => {
  it('reads the page and days, and drops what is not one', () => {
    expect(pageAndDaysOf(search('page=2&from=2026-01-01&to=2026-01-31'))).toEqual({
      page: 2,
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
    });
    expect(pageAndDaysOf(search('page=abc&from=today'))).toEqual(FIRST_PAGE);
  });
});

describe('choiceOf', () => {
  it('is one of the list, or no filter', () => {
    expect(choiceOf(search('kind=b'), 'kind', ['a', 'b'] as const)).toBe('b');
    expect(choiceOf(search('kind=c'), 'kind', ['a', 'b'] as const)).toBe('');
    expect(choiceOf(search(''), 'kind', ['a', 'b'] as const)).toBe('');
  });
});

describe('addressOf and bodyOf', () => {
  it('leave out what is not set', () => {
    expect(addressOf({ kind: '' }, FIRST_PAGE)).toEqual({});
    expect(addressOf({ kind: 'bet' }, { page: 3, dateFrom: '', dateTo: '2026-01-02' })).toEqual({
      kind: 'bet',
      to: '2026-01-02',
      page: '3',
    });
    expect(bodyOf({ kind: '' }, FIRST_PAGE)).toEqual({ page: 1, per_page: 10 });
    expect(bodyOf({ kind: 'win' }, { page: 2, dateFrom: '2026-01-01', dateTo: '' })).toEqual({
      page: 2,
      per_page: 10,
      kind: 'win',
      date_from: '2026-01-01',
    });
  });
});

describe('signOf', () => {
  it('marks money in up and money out down', () => {
    expect(signOf(5)).toBe('up');
    expect(signOf(-0.01)).toBe('down');
    expect(signOf(0)).toBeUndefined();
  });
});
