import { claimMission, leaderboard, listMissions, myLeaderboard } from '@felt/contract';
import type { Hono } from 'hono';
import { serveAuthCall, serveCall } from '../http/serve-call';
import * as board from '../services/engagement/leaderboard';
import * as missions from '../services/engagement/missions';
import type { PlayerRouting } from './player-routing';

export function engagementMissionsRoutes(app: Hono, { deps, authenticate }: PlayerRouting): void {
  const { db, now } = deps;
  // /api/mission/list: daily and weekly missions with the player's progress in the current period.
  serveAuthCall(app, listMissions, authenticate, async (caller) => ({
    value: await missions.listMissions(deps, caller),
  }));
  // /api/mission/claim: a complete mission's reward, once per period.
  serveAuthCall(app, claimMission, authenticate, (caller, body) => missions.claimMission(deps, caller, body.code));

  // /api/leaderboard/list: the public top of the site by stake or winnings.
  serveCall(app, leaderboard, (body) => board.publicBoard(db, body, now()));
  // /api/leaderboard/my_rank: the same with the player's own row and rank.
  serveAuthCall(app, myLeaderboard, authenticate, (caller, body) =>
    board.playerBoard(db, caller, { period: body.period, metric: body.metric }, now()),
  );
}
