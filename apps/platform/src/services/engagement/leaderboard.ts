import { LEADERBOARD_SIZE, type LeaderboardMetric, type LeaderboardPeriod, type LeaderboardRow } from '@felt/contract';
import type { Db } from '../../db/client';
import { type Standing, standings } from '../../db/queries/leaderboard';
import { isoText } from '../../tenants/to-file';
import { toMajor } from '../money';
import type { Caller } from '../players/authenticate';
import { maskAccount } from '../site-activity';
import { tenantFor } from '../tenants';
import { dayWindow, monthWindow, type Window, weekWindow } from './periods';

// The leaderboard: a site's players ranked by stake (bets less rollbacks) or winnings (win credits) over today,
// this ISO week or this calendar month, in UTC. Players are shown by masked account id; a signed-in player
// also learns their own rank when it is outside the top.

export type BoardQuery = { period: LeaderboardPeriod; metric: LeaderboardMetric };

const WINDOWS: Record<LeaderboardPeriod, (now: Date) => Window> = {
  day: dayWindow,
  week: weekWindow,
  month: monthWindow,
};

async function board(
  db: Db,
  tenant: { id: number; currency: string },
  query: BoardQuery,
  now: Date,
  me: number | null,
) {
  const window = WINDOWS[query.period](now);
  const all = await standings(db, tenant.id, query.metric, window, LEADERBOARD_SIZE, me);
  const top = all.slice(0, LEADERBOARD_SIZE);
  const row = (s: Standing): LeaderboardRow => ({
    rank: s.rank,
    account_id: maskAccount(s.account_id),
    amount: toMajor(s.total, tenant.currency),
    you: s.player_id === me,
  });
  const mine = all.find((s) => s.player_id === me);
  return {
    head: { ...query, starts_at: isoText(window.start), ends_at: isoText(window.end), value: top.map(row) },
    me: { rank: mine?.rank ?? null, amount: mine ? toMajor(mine.total, tenant.currency) : 0 },
  };
}

/** /api/leaderboard/list: the public top of the site. */
export async function publicBoard(db: Db, body: BoardQuery & { domain_name: string; external_id: string }, now: Date) {
  const tenant = await tenantFor(db, body.domain_name, body.external_id);
  return (await board(db, tenant, { period: body.period, metric: body.metric }, now, null)).head;
}

/** /api/leaderboard/my_rank: the same top with the player's row marked, and the player's own standing. */
export async function playerBoard(db: Db, caller: Caller, query: BoardQuery, now: Date) {
  const { head, me } = await board(db, caller.tenant, query, now, caller.player.id);
  return { ...head, me };
}
