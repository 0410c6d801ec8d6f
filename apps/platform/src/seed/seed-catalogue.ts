import type { Db } from '../db/client';
import { saveSharedMedia } from '../db/queries/media';
import { games, providers } from '../db/schema';
import { gameArt } from '../media/game-art';
import { mediaUrl } from '../media/svg';
import { thumbhashOf } from '../media/thumbhash';
import { GAMES, gameCode, PROVIDERS } from './catalogue';

/** The catalogue's rows with drawn thumbnails; drawn once per process (thumbhashes cost a rasterisation each). */
let drawn: ReturnType<typeof drawCatalogue> | undefined;

function drawCatalogue() {
  return Promise.all(
    GAMES.map(async ([provider_code, game_name, game_type, flags = []], position) => {
      const game_code = gameCode(game_name);
      const art = gameArt({ provider_code, game_code, game_name, game_type });
      return {
        art,
        row: {
          provider_code,
          game_code,
          game_name,
          game_type,
          hot: flags.includes('hot'),
          is_new: flags.includes('new'),
          featured: flags.includes('featured'),
          popular: flags.includes('popular'),
          position,
          image_url: mediaUrl(art),
          placeholder: await thumbhashOf(art.body),
        },
      };
    }),
  );
}

/** Writes the demo providers and games with their thumbnails, in one transaction. */
export async function seedCatalogue(db: Db): Promise<number> {
  drawn ??= drawCatalogue();
  const rows = await drawn;
  await db.transaction(async (tx) => {
    await tx
      .insert(providers)
      .values(PROVIDERS.map(([code, name], position) => ({ code, name, position })))
      .onConflictDoNothing();
    await saveSharedMedia(
      tx,
      rows.map((r) => r.art),
    );
    await tx
      .insert(games)
      .values(rows.map((r) => r.row))
      .onConflictDoNothing();
  });
  return rows.length;
}
