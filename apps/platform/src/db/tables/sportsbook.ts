import { doublePrecision, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './tenants';

// Upcoming matches and their public odds (SPEC 7 match_list, public_odds), shared by every tenant.

/** Team names by locale prefix (en, cn, ...): SPEC 3's home_name_{lang} and away_name_{lang}. */
type Names = Partial<Record<string, string>>;

export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    sport: text('sport').notNull(),
    league: text('league').notNull(),
    start_time: at('start_time').notNull(),
    home_team_name: text('home_team_name').notNull(),
    away_team_name: text('away_team_name').notNull(),
    home_names: jsonb('home_names').$type<Names>().notNull().default({}),
    away_names: jsonb('away_names').$type<Names>().notNull().default({}),
  },
  (t) => [index('matches_start_idx').on(t.start_time)],
);

export const matchOdds = pgTable(
  'match_odds',
  {
    id: serial('id').primaryKey(),
    match_id: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** 1x2, handicap, over_under. */
    bet_type: text('bet_type').notNull(),
    home_away: text('home_away').$type<'home' | 'away' | 'draw'>().notNull(),
    /** The line: "-0.5", "2.5", or "" for 1x2. */
    criteria1: text('criteria1').notNull().default(''),
    odds: doublePrecision('odds').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('match_odds_match_idx').on(t.match_id)],
);
