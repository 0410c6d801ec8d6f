import { randomInt } from 'node:crypto';
import {
  addBank,
  bankList,
  Failure,
  favAdd,
  favList,
  favRemove,
  getHotGames,
  removeBank,
  STATUS,
} from '@felt/contract';
import { expectRefusal, expectSuccess, step } from '../checks';
import { type KitContext, needSession, undoLater } from '../context';
import { Mismatch, NotApplicable, shown } from '../outcome';
import type { Row } from '../row';
import { ask } from './reads';

// Calls that change data, on the kit's own account and undone within the row: a row removes only what it added,
// and adds nothing that was there already. Its undo is registered first, so a row that stops half-way is undone
// after the last row.

/** After a step, `key` is listed (or, when `listed` is false, no longer is). */
async function expectListing(label: string, keys: () => Promise<string[]>, key: string, listed: boolean) {
  const got = await step(label, keys);
  if (got.includes(key) !== listed) {
    throw new Mismatch(`${label}: value`, `${listed ? 'an' : 'no'} entry ${shown(key)}`, shown(got));
  }
}

const gameKey = (game: { provider_code: string; game_code: string }) => `${game.provider_code}/${game.game_code}`;

const favouriteKeys = async (ctx: KitContext) =>
  expectSuccess(await ask(ctx, favList, 'player'), favList.response).value.map(gameKey);

export const favouriteRow: Row = {
  id: 'write.home.favourite',
  title: 'fav_add of a hot game shows it in fav_list, and fav_remove takes it out again',
  async run(ctx) {
    const session = needSession(ctx);
    const before = await step('fav_list before', () => favouriteKeys(ctx));
    const hot = await step('get_hot_games', async () =>
      expectSuccess(await ask(ctx, getHotGames, 'guest', { game_type: '' }), getHotGames.response),
    );
    const addable = hot.value
      .map((game) => ({ ...game, img_url: game.game_image }))
      .filter(
        (game) => favAdd.request.safeParse({ account_id: session.account_id, auth: session.token, ...game }).success,
      );
    if (!addable.length) throw new NotApplicable('get_hot_games lists no game fav_add takes');
    const game = addable.find((candidate) => !before.includes(gameKey(candidate)));
    if (!game)
      throw new NotApplicable('every hot game is a favourite already, and the kit removes none it did not add');
    const key = gameKey(game);
    const remove = undoLater(ctx, `remove the favourite ${key}`, async () => {
      expectSuccess(await ask(ctx, favRemove, 'player', game), favRemove.response);
    });
    await step('fav_add', async () => expectSuccess(await ask(ctx, favAdd, 'player', game), favAdd.response));
    await expectListing('fav_list after fav_add', () => favouriteKeys(ctx), key, true);
    await step('fav_remove', remove);
    await expectListing('fav_list after fav_remove', () => favouriteKeys(ctx), key, false);
    return `${key} added and removed`;
  },
};

const bankIds = async (ctx: KitContext) =>
  expectSuccess(await ask(ctx, bankList, 'player'), bankList.response).value.map((bank) => bank.bank_id);

export const bankRow: Row = {
  id: 'write.payment.bank',
  title: 'add_bank saves a bank account that payment/banks lists, and remove_bank takes it out again',
  async run(ctx) {
    needSession(ctx);
    const before = await step('banks before', () => bankIds(ctx));
    // A number of its own each run: a back end refuses a number the account saved already.
    const bank = {
      bank_name: 'Felt Conformance Bank',
      account_name: 'Felt Conformance',
      account_number: String(randomInt(1e11, 1e12)),
    };
    const answer = await ask(ctx, addBank, 'player', bank);
    if (answer.statusCode !== STATUS.ok && before.length) {
      // With accounts saved already, a refusal is most likely the back end's limit, no fault of the contract's.
      const message = await step('add_bank', async () => expectRefusal(answer));
      const fields = (Failure.parse(answer).errors ?? []).map((error) => `${error.path}: ${error.message}`);
      const named = fields.length ? ` (${fields.join(', ')})` : '';
      throw new NotApplicable(
        `add_bank refused with ${message}${named} while payment/banks lists ${before.length}: most likely the back end's limit of bank accounts`,
      );
    }
    const added = (await step('add_bank', async () => expectSuccess(answer, addBank.response))).value;
    const remove = undoLater(ctx, `remove the bank account ${added.bank_id}`, async () => {
      expectSuccess(await ask(ctx, removeBank, 'player', { bank_id: added.bank_id }), removeBank.response);
    });
    await expectListing('banks after add_bank', () => bankIds(ctx), added.bank_id, true);
    await step('remove_bank', remove);
    await expectListing('banks after remove_bank', () => bankIds(ctx), added.bank_id, false);
    return `bank account ${added.bank_id} added and removed`;
  },
};
