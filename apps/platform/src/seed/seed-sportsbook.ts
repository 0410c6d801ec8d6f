import type { Db } from '../db/client';
import { hasMatches, insertMatches } from '../db/queries/sportsbook';
import { FIXTURES } from './fixtures';
import { oddsOf } from './match-odds';
import { teamNames } from './team-names';

const HOUR = 60 * 60 * 1000;

/**
 * The demo matches and odds, once: an empty matches table (a new database, or one from before the sportsbook)
 * gets them, anything else is left alone. Kick-offs count from the next full hour after `now`; the service
 * rolls past ones forward at read time, so the board is never empty however old the seed is.
 */
export async function seedSportsbook(db: Db, now: Date): Promise<number> {
  if (await hasMatches(db)) return 0;
  const base = Math.ceil(now.getTime() / HOUR) * HOUR;
  await insertMatches(
    db,
    FIXTURES.map((f) => ({
      match: {
        sport: f.sport,
        league: f.league,
        start_time: new Date(base + f.hours * HOUR),
        home_team_name: f.home,
        away_team_name: f.away,
        home_names: teamNames(f.home),
        away_names: teamNames(f.away),
      },
      odds: oddsOf(f).map((line, position) => ({ ...line, position })),
    })),
  );
  return FIXTURES.length;
}
