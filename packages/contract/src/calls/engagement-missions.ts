import { z } from 'zod';
import { success } from '../envelope';
import {
  LEADERBOARD_METRICS,
  LEADERBOARD_PERIODS,
  MISSION_KINDS,
  MISSION_PERIODS,
  REWARD_KINDS,
} from '../tables/engagement';
import { defineCall } from './define';
import { AuthBody, amount, TenantBody, timestamp } from './fields';

// Extensions for missions and the leaderboard (issue 7). Missions count real rounds, approved deposits and stake
// within the current UTC day or ISO week; the leaderboard ranks a site's players by stake or winnings over a
// calendar day, ISO week or month (UTC). The site words every title from the numbers given here.

export const MissionView = z
  .object({
    code: z.string(),
    period: z.enum(MISSION_PERIODS),
    kind: z.enum(MISSION_KINDS),
    target: amount.describe('Rounds or deposits to make, or stake to wager in major units'),
    progress: amount.describe('What counts so far in this period, in the same unit as target'),
    reward_kind: z.enum(REWARD_KINDS),
    reward: amount.describe('Major units for cash, whole tokens for tokens'),
    complete: z.boolean(),
    claimed: z.boolean(),
    period_key: z.string().describe('The period this answer is about, e.g. 2026-06-01 or 2026-W22'),
    resets_at: timestamp.describe('When the next period starts'),
  })
  .meta({ id: 'Mission' });
export type MissionView = z.infer<typeof MissionView>;

export const listMissions = defineCall({
  path: '/api/mission/list',
  method: 'POST',
  tag: 'mission',
  summary: "The site's daily and weekly missions with the player's progress in the current period",
  auth: true,
  extension: true,
  failure: 'network',
  request: z.object({ ...AuthBody }),
  response: success({ value: z.array(MissionView) }),
});

export const claimMission = defineCall({
  path: '/api/mission/claim',
  method: 'POST',
  tag: 'mission',
  summary: "Claim a complete mission's reward, once per period",
  auth: true,
  extension: true,
  failure: 'network',
  request: z.object({ ...AuthBody, code: z.string().trim().min(1).max(48) }),
  response: success({
    mission: MissionView,
    game_balance: amount.describe('The wallet balance after the claim'),
    game_token: amount.describe('The game tokens after the claim'),
  }),
});

export const LeaderboardRow = z
  .object({
    rank: z.number().int().positive().describe('Equal amounts share a rank (1, 1, 3)'),
    account_id: z.string().describe('Masked: the ends kept, the middle three stars'),
    amount: amount.describe('Stake or winnings in the window, major units'),
    you: z.boolean().describe('The calling player (always false on the public call)'),
  })
  .meta({ id: 'LeaderboardRow' });
export type LeaderboardRow = z.infer<typeof LeaderboardRow>;

const LeaderboardQuery = {
  period: z.enum(LEADERBOARD_PERIODS),
  metric: z.enum(LEADERBOARD_METRICS),
};
const Board = {
  period: z.enum(LEADERBOARD_PERIODS),
  metric: z.enum(LEADERBOARD_METRICS),
  starts_at: timestamp,
  ends_at: timestamp,
  value: z.array(LeaderboardRow),
};

export const leaderboard = defineCall({
  path: '/api/leaderboard/list',
  method: 'POST',
  tag: 'leaderboard',
  summary: "The site's top players by stake or winnings over today, this ISO week or this month (UTC)",
  extension: true,
  failure: 'content',
  request: z.object({ ...TenantBody, ...LeaderboardQuery }),
  response: success(Board),
});

export const myLeaderboard = defineCall({
  path: '/api/leaderboard/my_rank',
  method: 'POST',
  tag: 'leaderboard',
  summary: "The leaderboard with the player's own row marked, and the player's rank even outside the top",
  auth: true,
  extension: true,
  failure: 'network',
  request: z.object({ ...AuthBody, ...LeaderboardQuery }),
  response: success({
    ...Board,
    me: z.object({
      rank: z.number().int().positive().nullable().describe('Null while the player has nothing in the window'),
      amount,
    }),
  }),
});
