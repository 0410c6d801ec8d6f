import { describe, expect, it } from 'vitest';
import { runCli } from '../test/cli';

// The commands run against a platform in src/routes/cases/payment-history.ts; here, what needs none.
describe('npm run payments', () => {
  it('explains its usage', async () => {
    for (const args of [[], ['approve', 'abc'], ['pending'], ['refund', '1']]) {
      const result = await runCli('payments', args);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('usage: npm run payments -- pending DOMAIN | approve ID | reject ID [REASON]');
    }
  });
});
