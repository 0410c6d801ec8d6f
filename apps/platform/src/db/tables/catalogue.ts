import { boolean, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';

// The game catalogue, shared by every tenant.

export const providers = pgTable('providers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    provider_code: text('provider_code')
      .notNull()
      .references(() => providers.code),
    game_code: text('game_code').notNull(),
    game_name: text('game_name').notNull(),
    /** A contract category key (slot_game, casino, fishing, ...). */
    game_type: text('game_type').notNull(),
    hot: boolean('hot').notNull().default(false),
    is_new: boolean('is_new').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    popular: boolean('popular').notNull().default(false),
    position: integer('position').notNull(),
    image_url: text('image_url').notNull(),
    placeholder: text('placeholder'),
    /** Words of the name in lower case, for search. */
    search_text: text('search_text').notNull().default(''),
  },
  (t) => [
    unique().on(t.provider_code, t.game_code),
    index('games_type_idx').on(t.game_type, t.position),
    index('games_provider_idx').on(t.provider_code, t.position),
  ],
);
