import { describe, expect, it } from 'vitest';
import { limitProblem, normalizeAmount, quickAmounts } from './amount';
import { amountSchema } from './money-schemas';

const issues = (schema: ReturnType<typeof amountSchema>, text: string) => {
  const result = schema.safeParse(text);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('normalizeAmount', () => {
  it('drops spaces and reads a lone decimal comma as a point', () => {
    expect(normalizeAmount(' 1 000 ')).toBe('1000');
    expect(normalizeAmount('25,5')).toBe('25.5');
    expect(normalizeAmount('1,000.50')).toBe('1,000.50');
  });
});

describe('amountSchema', () => {
  const schema = amountSchema({ min: 20, max: 5000 });

  it('turns the text into a number', () => {
    expect(schema.parse('100')).toBe(100);
    expect(schema.parse('25.1234')).toBe(25.1234);
    expect(schema.parse('30,5')).toBe(30.5);
  });

  it('asks for an amount when there is none', () => {
    expect(issues(schema, '')).toEqual(['required']);
    expect(issues(schema, '   ')).toEqual(['required']);
  });

  it('refuses what is not a plain amount with at most four decimals', () => {
    for (const text of ['abc', '1e5', '-5', '12.34567', '1,000.50', '0x10', '.5', 'Infinity']) {
      expect(issues(schema, text)).toEqual(['amountFormat']);
    }
  });

  it('refuses zero as not positive', () => {
    expect(issues(amountSchema(), '0')).toEqual(['amountPositive']);
    expect(issues(amountSchema(), '0.0000')).toEqual(['amountPositive']);
  });

  it('keeps the amount within the limits', () => {
    expect(issues(schema, '19.99')).toEqual(['amountBelowMin']);
    expect(issues(schema, '5000')).toEqual([]);
    expect(issues(schema, '5000.01')).toEqual(['amountAboveMax']);
    expect(issues(amountSchema({ balance: 50 }), '50.0001')).toEqual(['amountAboveBalance']);
  });
});

describe('limitProblem', () => {
  it('names the minimum first, then the balance, then the maximum', () => {
    expect(limitProblem(5, { min: 10, max: 100, balance: 1 })).toBe('amountBelowMin');
    expect(limitProblem(500, { min: 10, max: 100, balance: 200 })).toBe('amountAboveBalance');
    expect(limitProblem(150, { min: 10, max: 100, balance: 200 })).toBe('amountAboveMax');
    expect(limitProblem(50, {})).toBeNull();
  });
});

describe('quickAmounts', () => {
  it('offers round figures from twice the minimum within the maximum', () => {
    expect(quickAmounts(23, 23_000)).toEqual([50, 100, 500, 1000]);
    expect(quickAmounts(290, 290_000)).toEqual([1000, 5000, 10_000, 50_000]);
    expect(quickAmounts(5, 5000)).toEqual([10, 50, 100, 500]);
    expect(quickAmounts(10, 60)).toEqual([50]);
  });

  it('follows the currency of the limits: an IDR cashier offers rupiah figures, none under its minimum', () => {
    const idr = quickAmounts(80_000, 80_000_000);
    expect(idr).toEqual([500_000, 1_000_000, 5_000_000, 10_000_000]);
    for (const amount of idr) expect(amount).toBeGreaterThanOrEqual(2 * 80_000);
    // A withdrawal offers them up to the balance only.
    expect(quickAmounts(80_000, 1_200_000)).toEqual([500_000, 1_000_000]);
  });

  it('offers nothing for limits that make no sense', () => {
    expect(quickAmounts(0, 100)).toEqual([]);
    expect(quickAmounts(100, 10)).toEqual([]);
  });
});
