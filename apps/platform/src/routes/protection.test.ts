import { afterAll, beforeAll, describe } from 'vitest';
import { BACKENDS } from '../test/backends';
import { type Harness, harness } from '../test/fixture';
import { protectionCases } from './cases/protection';

// Limits, session limits and exclusion through app.request(), on PGlite and on PostgreSQL.

describe.each(BACKENDS)('player protection on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(backend, ['casino3.localhost']);
  });
  afterAll(() => h?.database.close());

  describe('limits and exclusion', () => protectionCases(() => h));
});
