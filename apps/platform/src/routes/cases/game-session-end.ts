import { expect, it } from 'vitest';
import { type Harness, OPERATOR_KEY } from '../../test/fixture';
import { freshTx, fund, launch, money, wallet } from '../../test/games';
import {
  answer,
  CASINO3,
  call,
  latestCode,
  PASSWORD,
  postSolved,
  registerPlayer,
  type Session,
} from '../../test/players';

// Whatever ends a player's site sessions, or shuts the account, ends the open games too: a game token left in
// another window must not take bets afterwards. A round already staked still settles.

type Ender = (h: Harness, session: Session) => Promise<unknown>;

const setStatus = (h: Harness, session: Session, status: string) =>
  answer(
    h.post(
      '/api/operator/players/status',
      { domain_name: session.site.domain_name, account_id: session.account_id, status },
      { 'x-operator-key': OPERATOR_KEY },
    ),
  );

const ENDERS: [string, Ender][] = [
  ['logout', (h, session) => call(h, '/api/auth/logout', session)],
  ['logout_others', (h, session) => call(h, '/api/auth/logout_others', session)],
  [
    'update_password',
    (h, session) => call(h, '/api/auth/update_password', session, { password: PASSWORD, new_password: 'changed123' }),
  ],
  [
    'reset_password',
    async (h, session) => {
      const body = { ...CASINO3, account_id: session.account_id };
      await postSolved(h, '/api/auth/forgot_password', { ...body, contact_phone: session.phone! });
      const tac = await latestCode(h, CASINO3, session.account_id, 'reset');
      return answer(h.post('/api/auth/reset_password', { ...body, tac, new_password: 'changed123' }));
    },
  ],
  // Reactivated at once: the block must have ended the game for good, not only while it lasts.
  ['a block', async (h, session) => (await setStatus(h, session, 'BLOCK')) && setStatus(h, session, 'ACTIVE')],
  ['a close', async (h, session) => (await setStatus(h, session, 'CLOSE')) && setStatus(h, session, 'ACTIVE')],
];

export function gameSessionEndCases(shared: () => Harness) {
  it.each(ENDERS)('%s ends the open games: their token takes no bet afterwards', async (_event, end) => {
    const h = shared();
    const session = await registerPlayer(h);
    await fund(h, session, 10_000);
    const game = await launch(h, session);
    const staked = money(game, 300, freshTx('round'));
    expect(await wallet(h, 'bet', staked)).toMatchObject({ statusCode: 1, balance: 9_700 });

    expect(await end(h, session)).toMatchObject({ statusCode: 1 });
    expect(await wallet(h, 'bet', money(game, 100))).toMatchObject({ status: 401, message: 'sessionExpired' });
    expect(await wallet(h, 'authenticate', { token: game.token })).toMatchObject({ message: 'sessionExpired' });
    // The round already staked still settles.
    expect(await wallet(h, 'win', money(game, 500, staked.round_id))).toMatchObject({ statusCode: 1, balance: 10_200 });
  });

  it('a password change keeps this session, which launches a new game that takes bets', async () => {
    const h = shared();
    const session = await registerPlayer(h);
    await fund(h, session, 1_000);
    await call(h, '/api/auth/update_password', session, { password: PASSWORD, new_password: 'changed123' });
    const again = await launch(h, session);
    expect(await wallet(h, 'bet', money(again, 100))).toMatchObject({ statusCode: 1, balance: 900 });
  });
}
