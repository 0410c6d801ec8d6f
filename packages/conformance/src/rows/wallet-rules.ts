import { ERROR_KEYS, walletBet, walletRollback } from '@felt/contract';
import { expectRefusal, expectSuccess, firstDifference, step } from '../checks';
import { needGame } from '../context';
import { Mismatch, NotApplicable } from '../outcome';
import type { Row } from '../row';
import { signedCall } from '../wallet-client';
import { expectBalance, stake, walletBalanceOf, walletOf } from './wallet-money';

// The seamless-wallet rules (DESIGN.md 2) through the provider's signed calls. Each row leaves the player's
// balance as it found it: a stake it takes is rolled back, and the others are refused.

export const repeatBetRow: Row = {
  id: 'wallet.repeat-bet',
  title: 'the same bet transaction id twice moves money once, with the same answer',
  async run(ctx) {
    const game = needGame(ctx);
    const wallet = walletOf(ctx);
    const before = await step('balance before', () => walletBalanceOf(ctx, game));
    if (before < 1) throw new NotApplicable('the player has no money to stake (wallet balance 0)');
    const bet = stake(ctx, game, 1);
    const firstRaw = await signedCall(ctx.http, wallet, 'bet', bet);
    const first = await step('bet', async () => expectSuccess(firstRaw, walletBet.response));
    await step('bet', async () => expectBalance(first, before - 1));
    const again = await signedCall(ctx.http, wallet, 'bet', bet);
    const difference = firstDifference(firstRaw, again);
    if (difference) throw new Mismatch(`repeated bet: ${difference.field}`, difference.expected, difference.got);
    const after = await step('balance after the repeat', () => walletBalanceOf(ctx, game));
    if (after !== before - 1) throw new Mismatch('balance after the repeat', String(before - 1), String(after));
    // Give the stake back, so the player ends as the kit found it.
    const undone = await step('rollback', async () =>
      expectSuccess(await signedCall(ctx.http, wallet, 'rollback', bet), walletRollback.response),
    );
    await step('rollback', async () => expectBalance(undone, before));
    return `balance ${before} -> ${before - 1} (twice) -> ${before} after rollback`;
  },
};

export const tombstoneRow: Row = {
  id: 'wallet.rollback-tombstone',
  title: 'a rollback of an unknown transaction id leaves a tombstone: the late bet is refused',
  async run(ctx) {
    const game = needGame(ctx);
    const wallet = walletOf(ctx);
    const before = await step('balance before', () => walletBalanceOf(ctx, game));
    const late = stake(ctx, game, 1);
    const undone = await step('rollback of an unknown id', async () =>
      expectSuccess(await signedCall(ctx.http, wallet, 'rollback', late), walletRollback.response),
    );
    await step('rollback of an unknown id', async () => expectBalance(undone, before));
    const message = await step('late bet', async () =>
      expectRefusal(await signedCall(ctx.http, wallet, 'bet', late), { keys: [ERROR_KEYS.transactionRolledBack] }),
    );
    const after = await step('balance after the late bet', () => walletBalanceOf(ctx, game));
    if (after !== before) throw new Mismatch('balance after the late bet', String(before), String(after));
    return message;
  },
};

export const overdrawRow: Row = {
  id: 'wallet.overdraw',
  title: 'a bet beyond the balance is refused and moves nothing',
  async run(ctx) {
    const game = needGame(ctx);
    const wallet = walletOf(ctx);
    const before = await step('balance before', () => walletBalanceOf(ctx, game));
    const message = await step('bet beyond the balance', async () =>
      expectRefusal(await signedCall(ctx.http, wallet, 'bet', stake(ctx, game, before + 1)), {
        keys: [ERROR_KEYS.insufficientFunds],
      }),
    );
    const after = await step('balance after', () => walletBalanceOf(ctx, game));
    if (after !== before) throw new Mismatch('balance after', String(before), String(after));
    return message;
  },
};
