import { z } from 'zod';
import { success } from '../envelope';
import { defineCall } from './define';
import { TenantBody } from './fields';

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
