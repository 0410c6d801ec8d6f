import { z } from 'zod';
import { success } from '../envelope';
import { PRIZE_KINDS, SPIN_STATES } from '../tables/engagement';
import { defineCall } from './define';
import { AuthBody, amount, timestamp } from './fields';

// The prize wheel (DESIGN.md 3 extensions): paid with game tokens, prizes decided by the platform from the
// tenant's published table. Cash amounts are major units of the tenant's currency; tokens are whole tokens.

const tag = 'minigame';
const tokens = z.number().int().min(0).describe('Whole game tokens');

export const WheelPrize = z
  .object({
    index: z.number().int().min(0).describe("The prize's slice on the wheel, from the top, clockwise"),
    kind: z.enum(PRIZE_KINDS),
    amount: amount.describe('Major units for cash, whole tokens for tokens, 0 for none'),
    weight: z.number().int().positive(),
    odds: z.number().min(0).max(1).describe('weight ÷ the sum of all weights: the published chance'),
  })
  .meta({ id: 'WheelPrize' });

export const Spin = z
  .object({
    spin_id: z.string(),
    request_id: z.string(),
    cost: tokens,
    prize: WheelPrize.pick({ index: true, kind: true, amount: true }),
    state: z.enum(SPIN_STATES),
    created_at: timestamp,
  })
  .meta({ id: 'Spin' });

/** The player's tokens: spendable, and frozen while a spin settles (SPEC 3 minigame). */
const Tokens = { token_balance: tokens, frozen_token: tokens };

export const minigameInfo = defineCall({
  path: '/api/minigame/info',
  method: 'POST',
  tag,
  summary: "The player's tokens, the cost of a spin and the wheel's prizes with their published odds",
  extension: true,
  auth: true,
  failure: 'product',
  request: z.object({ ...AuthBody }),
  response: success({ ...Tokens, spin_cost: tokens, prizes: z.array(WheelPrize) }),
});

export const minigameSpin = defineCall({
  path: '/api/minigame/spin',
  method: 'POST',
  tag,
  summary: 'Spin the wheel once per request_id: the cost is frozen, the prize decided and paid, the cost released',
  extension: true,
  auth: true,
  failure: 'product',
  request: z.object({
    ...AuthBody,
    request_id: z.uuid().describe("The browser's id for this spin: a retry answers the same spin and moves nothing"),
  }),
  response: success({ value: Spin, ...Tokens, game_balance: amount.describe('The wallet balance after the prize') }),
});

export const minigameHistory = defineCall({
  path: '/api/minigame/history',
  method: 'POST',
  tag,
  summary: "The player's last 20 spins, newest first",
  extension: true,
  auth: true,
  failure: 'product',
  request: z.object({ ...AuthBody }),
  response: success({ value: z.array(Spin) }),
});
