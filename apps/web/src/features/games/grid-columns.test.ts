import { describe, expect, it } from 'vitest';
import { columnsFor, cssLengthPx } from './grid-columns';

describe('cssLengthPx', () => {
  it('reads px, rem and em', () => {
    expect(cssLengthPx('136px', 16, 0)).toBe(136);
    expect(cssLengthPx(' 8.5rem', 16, 0)).toBe(136);
    expect(cssLengthPx('0.75em', 16, 0)).toBe(12);
    expect(cssLengthPx('12', 16, 0)).toBe(12);
  });

  it('falls back for anything else', () => {
    expect(cssLengthPx('', 16, 99)).toBe(99);
    expect(cssLengthPx('calc(1rem + 2px)', 16, 99)).toBe(99);
  });
});

describe('columnsFor', () => {
  it('fits columns the way auto-fill does', () => {
    // 136px cards, 12px gaps: 3 need 432px, 4 need 580px.
    expect(columnsFor(431, 136, 12)).toBe(2);
    expect(columnsFor(432, 136, 12)).toBe(3);
    expect(columnsFor(580, 136, 12)).toBe(4);
  });

  it('never gives fewer than one column', () => {
    expect(columnsFor(100, 136, 12)).toBe(1);
    expect(columnsFor(0, 136, 12)).toBe(1);
  });
});
