import { describe, expect, it } from 'vitest';
import { runCli } from '../test/cli';

// The commands themselves run against a platform in src/routes/cases/operator.ts; here, what needs none.
describe('npm run player', () => {
  it('explains its usage', async () => {
    const result = await runCli('player', ['promote', 'localhost']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('usage: npm run player -- show DOMAIN ACCOUNT | block DOMAIN ACCOUNT');
  });
});
