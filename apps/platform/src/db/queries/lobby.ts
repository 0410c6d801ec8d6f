import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { games, providers } from '../schema';

// Lobby lists: providers of a category, and a page of games by category, provider, flag and search words.

export type GameFilter = {
  gameType: string | null;
  providerCode?: string | undefined;
  flag?: 'hot' | 'new' | 'featured' | 'popular' | undefined;
  words: string[];
};

const FLAG_COLUMNS = { hot: games.hot, new: games.is_new, featured: games.featured, popular: games.popular };

/** LIKE wildcards typed by a player are matched literally. */
const literal = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(filter: GameFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.gameType) where.push(eq(games.game_type, filter.gameType));
  if (filter.providerCode) where.push(eq(games.provider_code, filter.providerCode));
  if (filter.flag) where.push(eq(FLAG_COLUMNS[filter.flag], true));
  const text = sql`${games.game_name} || ' ' || ${games.provider_code} || ' ' || ${games.search_text}`;
  for (const word of filter.words) where.push(ilike(text, `%${literal(word)}%`));
  return where.length ? and(...where) : undefined;
}

export const gameFields = {
  provider_code: games.provider_code,
  game_code: games.game_code,
  game_name: games.game_name,
  game_type: games.game_type,
  game_image: games.image_url,
  placeholder: games.placeholder,
};

export async function gamePage(db: Db, filter: GameFilter, page: number, perPage: number) {
  const where = conditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(gameFields)
      .from(games)
      .where(where)
      .orderBy(asc(games.position), asc(games.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(games).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Providers with at least one game (of the category when given), in the catalogue's order. */
export function providersWithGames(db: Db, gameType: string | null) {
  return db
    .select({ provider_code: providers.code, provider_name: providers.name, game_count: count(games.id) })
    .from(providers)
    .innerJoin(games, eq(games.provider_code, providers.code))
    .where(gameType ? eq(games.game_type, gameType) : undefined)
    .groupBy(providers.code)
    .orderBy(asc(providers.position));
}
