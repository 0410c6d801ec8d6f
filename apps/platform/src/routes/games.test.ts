import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../test/backends';
import { type Harness, harness } from '../test/fixture';
import { launch } from '../test/games';
import { CASINO3, login } from '../test/players';
import { gameSessionEndCases } from './cases/game-session-end';
import { lobbyCases } from './cases/lobby';
import { walletCases } from './cases/wallet';

// The lobby, launch and the seamless wallet through app.request(), on PGlite and on PostgreSQL.

describe.each(BACKENDS)('games on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(backend, ['casino3.localhost']);
  });
  afterAll(() => h?.database.close());
  const shared = () => h;

  describe('lobby and launch', () => lobbyCases(shared));
  describe('seamless wallet', () => walletCases(shared));
  describe('game sessions end with the player session', () => gameSessionEndCases(shared));
});

describe('games outside demo mode', () => {
  it('launch only connected providers: a catalogue game of another provider is unavailable', async () => {
    const h = await harness(BACKENDS[0]!, ['casino3.localhost'], { demo: false });
    try {
      const session = await login(h, CASINO3, 'demo01', 'demo1234');
      expect((await launch(h, session)).answer).toMatchObject({ status: 503, message: 'gameUnavailable' });
    } finally {
      await h.database.close();
    }
  });
});
