import { MEDIA_PATH } from '@felt/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { saveSharedMedia } from '../db/queries/media';
import { games, media, providers } from '../db/schema';
import { GAME_ART_MARK, gameArt } from '../media/game-art';
import { providerLogo, providerLogoKey } from '../media/provider-logo';
import { type MediaFile, mediaUrl } from '../media/svg';
import { GAMES, type GameEntry, gameCode, PROVIDERS, searchTextOf } from './catalogue';

type Drawn = { art: MediaFile; row: typeof games.$inferInsert };

/** Drawn games, kept per process: a picture costs a rasterisation, and a process may seed several databases. */
const drawings = new Map<string, Promise<Drawn>>();

const keyOf = (providerCode: string, code: string) => `${providerCode}/${code}`;

function draw([provider_code, game_name, game_type, flags = []]: GameEntry, position: number): Promise<Drawn> {
  const game_code = gameCode(game_name);
  const key = keyOf(provider_code, game_code);
  let drawing = drawings.get(key);
  if (!drawing) {
    drawing = gameArt({ provider_code, game_code, game_name, game_type }).then(({ file: art, placeholder }) => ({
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
        placeholder,
        search_text: searchTextOf(provider_code, game_name),
      },
    }));
    drawings.set(key, drawing);
  }
  return drawing;
}

/** Pictures drawn at once: each holds its full raster (~0.4 MB) until encoded, and a fresh catalogue has ~590. */
const AT_ONCE = 8;

/** Draws `entries` (a game and its position) a few at a time, so seeding's memory stays flat. */
async function drawAll(entries: [GameEntry, number][]): Promise<Drawn[]> {
  const drawn: Drawn[] = [];
  for (let i = 0; i < entries.length; i += AT_ONCE)
    drawn.push(...(await Promise.all(entries.slice(i, i + AT_ONCE).map(([entry, at]) => draw(entry, at)))));
  return drawn;
}

/**
 * A thumbnail an earlier version drew: one of ours (under /api/media/games/) without the current art's mark in its
 * name (SVGs of the first version, WebPs of the placeholder art). An operator's own address never matches.
 */
const drawnEarlier = (imageUrl: string) =>
  imageUrl.startsWith(`${MEDIA_PATH}games/`) && !imageUrl.includes(`.${GAME_ART_MARK}.`);

/**
 * Adds what the catalogue has and the database lacks: providers, their logos, games with their thumbnails, and
 * search text of games stored before it existed; draws again the thumbnails an earlier version drew. Runs at
 * every start, so it first reads what is there (a few hundred short rows) and draws nothing when nothing is new.
 * Returns how many games it added.
 */
export async function seedCatalogue(db: Db): Promise<number> {
  const logoKeys = PROVIDERS.map(([code]) => providerLogoKey(code));
  const [knownProviders, knownLogos, knownGames] = await Promise.all([
    db.select({ code: providers.code }).from(providers),
    db.select({ key: media.key }).from(media).where(inArray(media.key, logoKeys)),
    db
      .select({
        provider_code: games.provider_code,
        game_code: games.game_code,
        search_text: games.search_text,
        image_url: games.image_url,
      })
      .from(games),
  ]);
  const providerCodes = new Set(knownProviders.map((p) => p.code));
  const logos = new Set(knownLogos.map((m) => m.key));
  const known = new Map(knownGames.map((g) => [keyOf(g.provider_code, g.game_code), g]));

  const listed = PROVIDERS.map(([code, name], position) => ({ code, name, position }));
  const newProviders = listed.filter((p) => !providerCodes.has(p.code));
  const newLogos = listed.filter((p) => !logos.has(providerLogoKey(p.code))).map(providerLogo);
  const stored = (entry: GameEntry) => known.get(keyOf(entry[0], gameCode(entry[1])));
  const newGames = GAMES.flatMap((entry, position): [GameEntry, number][] =>
    stored(entry) ? [] : [[entry, position]],
  );
  const redrawn = GAMES.flatMap((entry, position): [GameEntry, number][] => {
    const game = stored(entry);
    return game && drawnEarlier(game.image_url) ? [[entry, position]] : [];
  });
  const stale = GAMES.filter((entry) => {
    const text = stored(entry)?.search_text;
    return text !== undefined && text !== searchTextOf(entry[0], entry[1]);
  });
  if (!newProviders.length && !newLogos.length && !newGames.length && !redrawn.length && !stale.length) return 0;

  const rows = await drawAll(newGames);
  const redraws = await drawAll(redrawn);
  await db.transaction(async (tx) => {
    if (newProviders.length) await tx.insert(providers).values(newProviders).onConflictDoNothing();
    await saveSharedMedia(tx, [...newLogos, ...rows.map((r) => r.art), ...redraws.map((r) => r.art)]);
    if (rows.length)
      await tx
        .insert(games)
        .values(rows.map((r) => r.row))
        .onConflictDoNothing();
    for (const { row } of redraws) {
      const where = and(eq(games.provider_code, row.provider_code), eq(games.game_code, row.game_code));
      await tx.update(games).set({ image_url: row.image_url, placeholder: row.placeholder }).where(where);
    }
    for (const [provider_code, name] of stale) {
      const where = and(eq(games.provider_code, provider_code), eq(games.game_code, gameCode(name)));
      await tx
        .update(games)
        .set({ search_text: searchTextOf(provider_code, name) })
        .where(where);
    }
  });
  return rows.length;
}
