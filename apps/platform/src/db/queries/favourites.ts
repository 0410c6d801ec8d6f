import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { favourites } from '../schema';

export type NewFavourite = Omit<typeof favourites.$inferInsert, 'id'>;

/** Adding a game twice keeps the first entry. */
export async function addFavourite(db: Db, favourite: NewFavourite): Promise<void> {
  await db.insert(favourites).values(favourite).onConflictDoNothing();
}

export async function removeFavourite(db: Db, playerId: number, providerCode: string, gameCode: string) {
  await db
    .delete(favourites)
    .where(
      and(
        eq(favourites.player_id, playerId),
        eq(favourites.provider_code, providerCode),
        eq(favourites.game_code, gameCode),
      ),
    );
}

export function favouritesOf(db: Db, playerId: number) {
  return db
    .select({
      game_code: favourites.game_code,
      game_name: favourites.game_name,
      game_type: favourites.game_type,
      img_url: favourites.img_url,
      provider_code: favourites.provider_code,
    })
    .from(favourites)
    .where(eq(favourites.player_id, playerId))
    .orderBy(desc(favourites.created_at), desc(favourites.id));
}
