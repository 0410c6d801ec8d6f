import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../db/queries/ledger-check';
import { BACKENDS } from '../test/backends';
import { type Harness, harness } from '../test/fixture';
import { fund, type Launched, launch, wallet } from '../test/games';
import { approve, idOf, reject, saveBank, withdrawalOf } from '../test/payments';
import { registerPlayer, type Session } from '../test/players';
import { type Op, WalletModel } from '../test/wallet-model';

// Random sequences of fund, bet, win, rollback, withdrawal and operator decisions, with repeated and clashing
// transaction ids, against the real platform on PGlite: each call is answered as the model says, and after each
// sequence the ledger proves sound and the balance is the model's.

const ids = (prefix: string) => fc.constantFrom(...['1', '2', '3', '4', '5'].map((n) => `${prefix}${n}`));
const amount = fc.integer({ min: 0, max: 3_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('fund' as const), amount: fc.integer({ min: 1, max: 50_000 }) }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('bet' as const), tx: ids('t'), round: ids('r'), amount }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('win' as const), tx: ids('t'), round: ids('r'), amount }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rollback' as const), tx: ids('t'), round: ids('r') }) },
  {
    weight: 2,
    // Whole yuan (the tenant's currency) above the method's minimum, in fen like every amount here.
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      amount: fc.integer({ min: 40, max: 300 }).map((yuan) => yuan * 100),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('decide' as const), pick: fc.nat(20), approve: fc.boolean() }),
  },
);

describe('the ledger under random wallet calls', () => {
  let h: Harness;
  let session: Session;
  let game: Launched;
  let bank: string;
  beforeAll(async () => {
    h = await harness(BACKENDS[0]!, ['casino3.localhost']);
    session = await registerPlayer(h);
    game = await launch(h, session);
    bank = await saveBank(h, session);
  });
  afterAll(() => h?.database.close());

  const balance = async () => (await wallet(h, 'balance', { token: game.token })).balance as number;
  let run = 0;

  it('keeps every posting balanced, every balance non-negative, and the balance the model says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 30 }), async (ops) => {
        // Ids are global to the provider: each run (and each shrink) gets its own.
        const scope = `p${++run}-`;
        const model = new WalletModel(await balance());
        const requests: string[] = [];
        for (const step of ops) {
          const made = model.withdrawals.length;
          const expected = model.apply(step);
          if (step.kind === 'fund') {
            await fund(h, session, step.amount);
            continue;
          }
          if (step.kind === 'withdraw' || step.kind === 'decide') {
            if (step.kind === 'decide' && made === 0) continue;
            const answer =
              step.kind === 'withdraw'
                ? await withdrawalOf(h, session, bank, step.amount / 100)
                : await (step.approve ? approve : reject)(h, requests[step.pick % made]!);
            expect(answer.statusCode === 1, `${JSON.stringify(step)} → ${JSON.stringify(answer)}`).toBe(expected);
            if (step.kind === 'withdraw' && answer.statusCode === 1) requests.push(idOf(answer));
            continue;
          }
          const body = {
            token: game.token,
            transaction_id: scope + step.tx,
            round_id: scope + step.round,
            game_code: 'golden-temple-riches',
            amount: step.kind === 'rollback' ? 0 : step.amount,
            currency: game.currency,
          };
          const answer = await wallet(h, step.kind, body);
          expect(answer.statusCode === 1, `${JSON.stringify(step)} → ${JSON.stringify(answer)}`).toBe(expected);
          if (answer.statusCode === 1) expect(answer.balance).toBeGreaterThanOrEqual(0);
        }
        expect(await balance()).toBe(model.balance);
        const report = await ledgerCheck(h.database.db);
        expect(report.problems).toEqual({
          unbalanced: [],
          mismatched: [],
          negativeEntries: [],
          negativeWallets: [],
          danglingTransactions: [],
          orphanEntries: [],
        });
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
