import { describe, expect, it } from 'vitest';
import { boardQueryOf, DEFAULT_BOARD, searchOfBoard } from './board-query';

describe('the board in the address', () => {
  it('reads a known period and metric, and falls back for anything else', () => {
    expect(boardQueryOf(new URLSearchParams('period=day&metric=wins'))).toEqual({ period: 'day', metric: 'wins' });
    expect(boardQueryOf(new URLSearchParams('period=year&metric=<x>'))).toEqual(DEFAULT_BOARD);
    expect(boardQueryOf(new URLSearchParams(''))).toEqual(DEFAULT_BOARD);
  });

  it('writes only what differs from the default, and reads it back the same', () => {
    expect(searchOfBoard(DEFAULT_BOARD)).toEqual({});
    const month = { period: 'month', metric: 'wins' } as const;
    expect(searchOfBoard(month)).toEqual({ period: 'month', metric: 'wins' });
    expect(boardQueryOf(new URLSearchParams(searchOfBoard(month)))).toEqual(month);
  });
});
