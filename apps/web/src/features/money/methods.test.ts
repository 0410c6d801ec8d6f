import { describe, expect, it } from 'vitest';
import { depositMethods, withdrawalMethod } from './methods';
import type { Method } from './money-types';

const method = (method_code: string, deposit: boolean, withdrawal: boolean): Method => ({
  method_code,
  method_name: method_code,
  kind: 'ewallet',
  img_url: `/api/media/payment/${method_code}`,
  min_amount: 10,
  max_amount: 100,
  deposit,
  withdrawal,
});

describe('payment methods', () => {
  const methods = [method('out_only', false, true), method('bank', true, true), method('wallet', true, false)];

  it('lists the deposit methods in order', () => {
    expect(depositMethods(methods).map((m) => m.method_code)).toEqual(['bank', 'wallet']);
  });

  it('picks the first method that pays out, as the platform does', () => {
    expect(withdrawalMethod(methods)?.method_code).toBe('out_only');
    expect(withdrawalMethod([method('wallet', true, false)])).toBeUndefined();
  });
});
