import { LOCALE_PREFIXES, type Match as MatchSchema, type Odds as OddsSchema } from '@felt/contract';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { allMatches, allOdds, type MatchRow } from '../db/queries/sportsbook';
import { isoText } from '../tenants/to-file';

// The public board of upcoming matches (SPEC 7: match_list, public_odds). No feed updates the demo matches, so
// kick-offs are stored once and rolled forward here by whole weeks when they have passed: a weekly fixture list
// that repeats, always upcoming, with no job rewriting rows and nothing that depends on when seeding ran.

type Match = z.input<typeof MatchSchema>;
type Odds = z.input<typeof OddsSchema>;
type TeamFields = Omit<Match, 'match_id' | 'league' | 'start_time'>;

const WEEK = 7 * 24 * 60 * 60 * 1000;

/** The next kick-off at or after now: the stored one, or the same weekday and hour a whole number of weeks on. */
export function nextStart(stored: Date, now: Date): Date {
  const behind = now.getTime() - stored.getTime();
  if (behind < 0) return stored;
  return new Date(stored.getTime() + Math.ceil((behind + 1) / WEEK) * WEEK);
}

/** home_team_name and away_team_name in English, then home_name_<prefix>/away_name_<prefix> in every language. */
function teamFields(row: MatchRow): TeamFields {
  const fields: Record<string, string> = { home_team_name: row.home_team_name, away_team_name: row.away_team_name };
  for (const prefix of LOCALE_PREFIXES) {
    fields[`home_name_${prefix}`] = row.home_names[prefix] ?? row.home_team_name;
    fields[`away_name_${prefix}`] = row.away_names[prefix] ?? row.away_team_name;
  }
  return fields as TeamFields;
}

/** Matches by their next kick-off, soonest first. */
async function upcoming(db: Db, now: Date): Promise<{ row: MatchRow; start: Date }[]> {
  const rows = await allMatches(db);
  return rows
    .map((row) => ({ row, start: nextStart(row.start_time, now) }))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.row.id - b.row.id);
}

export async function matchList(db: Db, now: Date): Promise<Match[]> {
  return (await upcoming(db, now)).map(({ row, start }) => ({
    match_id: row.id,
    league: row.league,
    start_time: isoText(start),
    ...teamFields(row),
  }));
}

/** Every odds line with its match's team names, in the order of match_list. */
export async function publicOdds(db: Db, now: Date): Promise<Odds[]> {
  const [list, odds] = await Promise.all([upcoming(db, now), allOdds(db)]);
  const byMatch = new Map<number, typeof odds>();
  for (const line of odds) {
    const lines = byMatch.get(line.match_id);
    if (lines) lines.push(line);
    else byMatch.set(line.match_id, [line]);
  }
  return list.flatMap(({ row }) =>
    (byMatch.get(row.id) ?? []).map((o) => ({
      match_id: row.id,
      bet_type: o.bet_type,
      home_away: o.home_away,
      criteria1: o.criteria1,
      odds: o.odds,
      ...teamFields(row),
    })),
  );
}
