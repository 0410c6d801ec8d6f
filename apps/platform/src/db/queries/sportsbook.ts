import { asc } from 'drizzle-orm';
import type { Db } from '../client';
import { matches, matchOdds } from '../schema';

// Matches and their public odds, shared by every tenant.

export type MatchRow = typeof matches.$inferSelect;
export type NewMatch = typeof matches.$inferInsert;
export type NewOdds = Omit<typeof matchOdds.$inferInsert, 'match_id'>;

export async function hasMatches(db: Db): Promise<boolean> {
  const rows = await db.select({ id: matches.id }).from(matches).limit(1);
  return rows.length > 0;
}

/** Matches with their odds lines, in one transaction so a match never shows without its odds. */
export async function insertMatches(db: Db, entries: { match: NewMatch; odds: NewOdds[] }[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { match, odds } of entries) {
      const [row] = await tx.insert(matches).values(match).returning({ id: matches.id });
      if (odds.length) await tx.insert(matchOdds).values(odds.map((o) => ({ ...o, match_id: row!.id })));
    }
  });
}

export function allMatches(db: Db): Promise<MatchRow[]> {
  return db.select().from(matches).orderBy(asc(matches.start_time), asc(matches.id));
}

export function allOdds(db: Db) {
  return db
    .select({
      match_id: matchOdds.match_id,
      bet_type: matchOdds.bet_type,
      home_away: matchOdds.home_away,
      criteria1: matchOdds.criteria1,
      odds: matchOdds.odds,
    })
    .from(matchOdds)
    .orderBy(asc(matchOdds.match_id), asc(matchOdds.position), asc(matchOdds.id));
}
