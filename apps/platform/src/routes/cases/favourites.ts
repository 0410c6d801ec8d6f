import { favList } from '@felt/contract';
import { asc } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { games } from '../../db/schema';
import type { Harness } from '../../test/fixture';
import { call, registerPlayer } from '../../test/players';

/** fav_add, fav_remove and fav_list against the catalogue. */
export function favouriteCases(harness: () => Harness): void {
  let h: Harness;
  beforeAll(() => {
    h = harness();
  });

  it('adds catalogue games once each, lists them newest first, and removes them', async () => {
    const player = await registerPlayer(h);
    const [first, second] = await h.database.db.select().from(games).orderBy(asc(games.id)).limit(2);
    const add = (game: typeof first, extra: object = {}) =>
      call(h, '/api/home/fav_add', player, {
        provider_code: game!.provider_code,
        game_code: game!.game_code,
        game_name: 'Whatever the page said',
        game_type: 'slot_game',
        img_url: '/elsewhere.png',
        ...extra,
      });
    expect(await add(first)).toEqual({ status: 200, statusCode: 1 });
    h.clock.advance(1000);
    expect(await add(second)).toEqual({ status: 200, statusCode: 1 });
    expect((await add(first)).statusCode).toBe(1);
    const listed = favList.response.parse({
      statusCode: 1,
      value: (await call(h, '/api/home/fav_list', player)).value,
    });
    // Stored as the catalogue describes the game, not as the body did.
    expect(listed.value).toEqual(
      [second!, first!].map((g) => ({
        provider_code: g.provider_code,
        game_code: g.game_code,
        game_name: g.game_name,
        game_type: g.game_type,
        img_url: g.image_url,
      })),
    );
    const key = { provider_code: first!.provider_code, game_code: first!.game_code };
    expect(await call(h, '/api/home/fav_remove', player, key)).toEqual({ status: 200, statusCode: 1 });
    expect(await call(h, '/api/home/fav_remove', player, key)).toEqual({ status: 200, statusCode: 1 });
    expect(((await call(h, '/api/home/fav_list', player)).value as unknown[]).length).toBe(1);
    const other = await registerPlayer(h);
    expect((await call(h, '/api/home/fav_list', other)).value).toEqual([]);
  });

  it('refuses a game outside the catalogue and needs a session', async () => {
    const player = await registerPlayer(h);
    const unknown = await call(h, '/api/home/fav_add', player, {
      provider_code: 'NOPE',
      game_code: "x'; drop table favourites; --",
      game_name: 'n',
      game_type: 't',
      img_url: '',
    });
    expect(unknown).toEqual({ status: 404, statusCode: -404, message: 'notFound' });
    const guest = await call(h, '/api/home/fav_list', { ...player, auth: 'not-a-session' });
    expect(guest.message).toBe('sessionExpired');
  });
}
