import type { EngagementSection } from '@felt/contract/operator';
import { and, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { writeInboxMessage } from '../../db/queries/inbox-write';
import { players, tenants } from '../../db/schema';
import { every } from '../../jobs/every';
import type { Logger } from '../../logger';
import { ladderOf, levelIndex } from '../players/vip';
import { engagementFor } from './defaults';

// VIP level-up gifts: the first time a player's deposits and turnover reach a level, the inbox gets one message
// for it with that level's tokens to claim. A job finds the players whose totals passed a level they have no gift
// for, so the gifts follow real deposits and bets without a hook in the wallet's hot path, and reads send nothing.

type Tenant = { id: number; currency: string; engagement: EngagementSection | null };
type Totals = { id: number; total_deposit_minor: number; total_turnover_minor: number; vip_gift_level: number };

const reached = (tenant: Tenant, player: Totals) =>
  levelIndex(ladderOf(tenant), {
    deposit_minor: player.total_deposit_minor,
    turnover_minor: player.total_turnover_minor,
  });

/**
 * Writes one vip_level_up message for each level above players.vip_gift_level that the player has reached, and
 * raises vip_gift_level to the level reached. Runs under the player's row lock, and each message has its own
 * source key (vip:<player>:<level>), so concurrent calls send each gift once. Answers how many were sent.
 */
async function sendLevelGifts(db: Db, tenant: Tenant, known: Totals, now: Date): Promise<number> {
  // The common case, nothing new, costs no transaction.
  if (reached(tenant, known) <= known.vip_gift_level) return 0;
  const levels = engagementFor(tenant).vip_levels;
  return db.transaction(async (tx) => {
    const [player] = await tx
      .select({
        id: players.id,
        total_deposit_minor: players.total_deposit_minor,
        total_turnover_minor: players.total_turnover_minor,
        vip_gift_level: players.vip_gift_level,
      })
      .from(players)
      .where(eq(players.id, known.id))
      .for('update');
    if (!player) return 0;
    const top = reached(tenant, player);
    let sent = 0;
    for (let index = player.vip_gift_level + 1; index <= top; index++) {
      const level = levels[index];
      if (!level) continue;
      const tokens = level.level_up_tokens;
      const id = await writeInboxMessage(tx, {
        tenant_id: tenant.id,
        player_id: player.id,
        created_at: now,
        template: 'vip_level_up',
        params: { level: level.vip_name, tokens },
        source_key: `vip:${player.id}:${index}`,
        reward: tokens > 0 ? { kind: 'tokens', amount: tokens } : undefined,
      });
      if (id !== null) sent++;
    }
    if (top > player.vip_gift_level) {
      await tx.update(players).set({ vip_gift_level: top }).where(eq(players.id, player.id));
    }
    return sent;
  });
}

/** Players of `tenant` past a level above their vip_gift_level: one condition per level that has a gift to send. */
function dueCondition(tenant: Tenant): SQL | undefined {
  const levels = ladderOf(tenant).slice(1);
  return or(
    ...levels.map((level, i) =>
      and(
        eq(players.tenant_id, tenant.id),
        lt(players.vip_gift_level, i + 1),
        gte(players.total_deposit_minor, level.min_deposit_minor),
        gte(players.total_turnover_minor, level.min_turnover_minor),
      ),
    ),
  );
}

/**
 * One pass over every tenant: each player whose totals reached a level without its gift gets it. Two queries when
 * nothing is due (the tenants' ladders, then the players past one); idempotent, as sendLevelGifts is.
 */
export async function sendDueLevelGifts(db: Db, now: Date): Promise<number> {
  const sites = await db
    .select({ id: tenants.id, currency: tenants.currency, engagement: tenants.engagement })
    .from(tenants);
  const conditions = sites.map(dueCondition).filter((condition) => condition !== undefined);
  if (conditions.length === 0) return 0;
  const due = await db
    .select({
      id: players.id,
      tenant_id: players.tenant_id,
      total_deposit_minor: players.total_deposit_minor,
      total_turnover_minor: players.total_turnover_minor,
      vip_gift_level: players.vip_gift_level,
    })
    .from(players)
    .where(or(...conditions));
  const byId = new Map(sites.map((site) => [site.id, site]));
  let sent = 0;
  for (const player of due) {
    const site = byId.get(player.tenant_id);
    if (site) sent += await sendLevelGifts(db, site, player, now);
  }
  return sent;
}

/** Sends due level-up gifts every `everyMs`; returns the function that stops it. */
export function startVipGifts(db: Db, log: Logger, now: () => Date = () => new Date(), everyMs = 2_000) {
  return every(db, log, 'VIP level-up gifts', everyMs, async () => {
    const sent = await sendDueLevelGifts(db, now());
    if (sent) log.info({ sent }, 'sent VIP level-up gifts');
  });
}
