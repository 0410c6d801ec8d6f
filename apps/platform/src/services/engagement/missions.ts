import { ERROR_KEYS, type MissionPeriod, type MissionView, STATUS } from '@felt/contract';
import type { Engagement } from '@felt/contract/operator';
import type { Db } from '../../db/client';
import { claimedIn, depositsApprovedIn, insertMissionClaim, playedIn } from '../../db/queries/missions';
import { lockPlayer, walletOf } from '../../db/queries/players';
import { Refusal } from '../../http/refusal';
import { isoText } from '../../tenants/to-file';
import { toMajor, toMinor } from '../money';
import type { Caller } from '../players/authenticate';
import { engagementFor } from './defaults';
import { payReward } from './pay-reward';
import { dayWindow, type Window, weekWindow } from './periods';

// Daily and weekly missions. Progress is counted from what happened in the current period (UTC day, or ISO week
// from Monday): rounds with stake left after rollbacks, approved deposits, stake wagered. A complete mission's
// reward is claimed once per period: the mission_claims primary key decides, and the reward's own key
// (mission:<code>:<period>:<player>) pays it once.

export type MissionDeps = { db: Db; now: () => Date };
type Mission = Engagement['missions'][number];
type Counts = { rounds: number; deposits: number; turnover: number };

export const windowOf = (period: MissionPeriod, now: Date): Window =>
  period === 'daily' ? dayWindow(now) : weekWindow(now);

const refuse = (statusCode: number, message: string) => new Refusal({ statusCode, message });

/** What each kind counts in each of the two current periods; computed once per period, only when needed. */
async function countsFor(db: Db, playerId: number, currency: string, missions: Mission[], now: Date) {
  const counts = new Map<MissionPeriod, Counts>();
  for (const period of new Set(missions.map((m) => m.period))) {
    const span = windowOf(period, now);
    const [played, deposits] = await Promise.all([
      playedIn(db, playerId, span),
      depositsApprovedIn(db, playerId, span),
    ]);
    counts.set(period, { rounds: played.rounds, deposits, turnover: toMajor(played.turnover, currency) });
  }
  return counts;
}

function viewOf(mission: Mission, counts: Counts, claimed: boolean, now: Date): MissionView {
  const window = windowOf(mission.period, now);
  const progress = counts[mission.kind];
  return {
    code: mission.code,
    period: mission.period,
    kind: mission.kind,
    target: mission.target,
    progress,
    reward_kind: mission.reward_kind,
    reward: mission.reward,
    complete: progress >= mission.target,
    claimed,
    period_key: window.key,
    resets_at: isoText(window.end),
  };
}

async function viewsOf(db: Db, caller: Caller, missions: Mission[], now: Date): Promise<MissionView[]> {
  const counts = await countsFor(db, caller.player.id, caller.tenant.currency, missions, now);
  const keys = [...new Set(missions.map((m) => windowOf(m.period, now).key))];
  const claimed = await claimedIn(db, caller.player.id, keys);
  return missions.map((m) => {
    const key = windowOf(m.period, now).key;
    return viewOf(m, counts.get(m.period) as Counts, claimed.has(`${m.code}|${key}`), now);
  });
}

/** /api/mission/list: every mission of the site with the player's progress, daily ones first. */
export async function listMissions(deps: MissionDeps, caller: Caller): Promise<MissionView[]> {
  const now = deps.now();
  const { missions } = engagementFor(caller.tenant);
  const ordered = [...missions.filter((m) => m.period === 'daily'), ...missions.filter((m) => m.period === 'weekly')];
  return viewsOf(deps.db, caller, ordered, now);
}

/**
 * /api/mission/claim: pays a complete mission's reward once for the current period. The player's row is locked
 * while progress is checked and the claim written, so a second claim waits and then finds the first.
 */
export async function claimMission(deps: MissionDeps, caller: Caller, code: string) {
  const now = deps.now();
  const { tenant, player } = caller;
  const mission = engagementFor(tenant).missions.find((m) => m.code === code);
  if (!mission) throw refuse(STATUS.notFound, ERROR_KEYS.missionNotFound);
  const view = await deps.db.transaction(async (tx) => {
    await lockPlayer(tx, player.id);
    const [current] = await viewsOf(tx, caller, [mission], now);
    if (!current) throw refuse(STATUS.notFound, ERROR_KEYS.missionNotFound);
    if (current.claimed) throw refuse(STATUS.badRequest, ERROR_KEYS.missionClaimed);
    if (!current.complete) throw refuse(STATUS.badRequest, ERROR_KEYS.missionNotComplete);
    const amount =
      mission.reward_kind === 'cash' ? toMinor(mission.reward, tenant.currency) : Math.round(mission.reward);
    const inserted = await insertMissionClaim(tx, {
      player_id: player.id,
      mission_code: mission.code,
      period_key: current.period_key,
      reward_kind: mission.reward_kind,
      reward_minor: amount,
      claimed_at: now,
    });
    if (!inserted) throw refuse(STATUS.badRequest, ERROR_KEYS.missionClaimed);
    await payReward(tx, {
      tenant_id: tenant.id,
      player_id: player.id,
      kind: mission.reward_kind,
      amount,
      key: `mission:${mission.code}:${current.period_key}:${player.id}`,
      source: 'mission',
      memo: { mission: mission.code, period: current.period_key },
      now,
    });
    return { ...current, claimed: true };
  });
  const wallet = await walletOf(deps.db, player.id);
  return {
    mission: view,
    game_balance: toMajor(wallet.balance_minor, tenant.currency),
    game_token: wallet.token_balance,
  };
}
