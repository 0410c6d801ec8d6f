import { z } from 'zod';
import { success } from '../envelope';
import { CATEGORY_KEYS } from '../tables/categories';
import {
  GAME_DEVICES,
  GAME_FLAGS,
  GAME_LIST,
  LAUNCH_MODES,
  PROVIDER_CODE_PATTERN,
  ROUND_STATUSES,
} from '../tables/games';
import { PAGINATION } from '../tables/timings';
import { defineCall } from './define';
import { AuthBody, amount, TenantBody, timestamp } from './fields';
import { lang } from './settings';

export const Game = z
  .object({
    provider_code: z.string(),
    game_code: z.string(),
    game_name: z.string(),
    game_type: z.string(),
    game_image: z.string(),
    placeholder: z.string().nullable().describe('Extension: thumbhash of game_image, base64'),
  })
  .meta({ id: 'Game' });
export type Game = z.infer<typeof Game>;

export const getHotGames = defineCall({
  path: '/api/product/get_hot_games',
  method: 'POST',
  tag: 'product',
  summary: 'Hot games, optionally of one category',
  failure: 'product',
  request: z.object({
    ...TenantBody,
    game_type: z.string().max(32).describe('A category key, or empty for every category'),
  }),
  response: success({ value: z.array(Game) }),
});

const tag = 'product';
const provider_code = z.string().trim().toUpperCase().regex(PROVIDER_CODE_PATTERN, 'providerCode');
const game_code = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,64}$/, 'gameCode');
/** A category key of SPEC 2.3 (slot_game, casino, ...); hot or empty means every category. */
const game_type = z
  .enum(CATEGORY_KEYS)
  .or(z.literal(''))
  .optional()
  .describe('A category key; hot or empty for every category');
const page = z.number().int().min(1).max(100_000).default(1);

export const Provider = z
  .object({
    provider_code: z.string(),
    provider_name: z.string(),
    logo_code: z.string().describe('Image name in the logos folder (SPEC 9 provider-to-logo map)'),
    logo_url: z
      .string()
      .optional()
      .describe('Extension: the address of its logo; without it the site writes the provider name instead'),
    game_count: z.number().int().min(0),
    launch_mode: z.enum(LAUNCH_MODES),
  })
  .meta({ id: 'Provider' });
export type Provider = z.infer<typeof Provider>;

export const listProviders = defineCall({
  path: '/api/product/providers',
  method: 'POST',
  tag,
  summary: 'Providers with games, of one category or of all',
  extension: true,
  failure: 'product',
  request: z.object({ ...TenantBody, game_type }),
  response: success({ value: z.array(Provider) }),
});

export const listGames = defineCall({
  path: '/api/product/games',
  method: 'POST',
  tag,
  summary: 'One page of games, filtered by category, provider, list and search text',
  extension: true,
  failure: 'product',
  request: z.object({
    ...TenantBody,
    game_type,
    provider_code: provider_code.optional(),
    flag: z.enum(GAME_FLAGS).optional().describe('Only hot, new, featured or popular games'),
    search: z.string().trim().max(GAME_LIST.maxSearchLength).optional().describe('Words of the game name'),
    page,
    per_page: z.number().int().min(1).max(GAME_LIST.maxPerPage).default(GAME_LIST.defaultPerPage),
  }),
  response: success({
    value: z.array(Game),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    per_page: z.number().int().min(1),
  }),
});

export const launchGame = defineCall({
  path: '/api/product/launch_game',
  method: 'POST',
  tag,
  summary: 'Open a game for the player: where it runs and how it opens',
  extension: true,
  auth: true,
  failure: 'product',
  request: z.object({
    ...AuthBody,
    ...TenantBody,
    provider_code,
    game_code,
    device: z.enum(GAME_DEVICES).default('desktop'),
    lang: lang,
  }),
  response: success({
    url: z.string(),
    mode: z.enum(LAUNCH_MODES),
    game_name: z.string().describe('Extension: the launched game, for the page around it'),
    game_type: z.string(),
  }),
});

export const recentGames = defineCall({
  path: '/api/product/recent_games',
  method: 'POST',
  tag,
  summary: 'The games the player opened last, newest first',
  extension: true,
  auth: true,
  failure: 'product',
  request: z.object({ ...AuthBody, ...TenantBody }),
  response: success({ value: z.array(Game) }),
});

export const BetRound = z
  .object({
    round_id: z.string(),
    provider_code: z.string(),
    game_code: z.string(),
    game_name: z.string(),
    game_type: z.string(),
    bet_amount: amount,
    win_amount: amount,
    status: z.enum(ROUND_STATUSES),
    created_at: timestamp,
    settled_at: timestamp.nullable(),
  })
  .meta({ id: 'BetRound' });
export type BetRound = z.infer<typeof BetRound>;

const day = z.iso.date().describe('A day, YYYY-MM-DD, in UTC');

export const betHistory = defineCall({
  path: '/api/product/bet_history',
  method: 'POST',
  tag,
  summary: "The player's game rounds, newest first, one page at a time",
  extension: true,
  auth: true,
  failure: 'product',
  request: z.object({
    ...AuthBody,
    page,
    per_page: z.number().int().min(1).max(100).default(PAGINATION.itemsPerPage),
    game_type,
    provider_code: provider_code.optional(),
    status: z.enum(ROUND_STATUSES).optional(),
    date_from: day.optional(),
    date_to: day.optional(),
  }),
  response: success({
    value: z.array(BetRound),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    per_page: z.number().int().min(1),
    total_bet: amount,
    total_win: amount,
  }),
});
