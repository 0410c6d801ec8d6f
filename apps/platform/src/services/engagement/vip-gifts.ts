import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { writeInboxMessage } from '../../db/queries/inbox-write';
import { players } from '../../db/schema';
import { type EngagementSection, engagementOf } from '../../tenants/engagement-schema';
import { ladderOf, levelIndex } from '../players/vip';

// VIP level-up gifts: the first time a player's deposits and turnover reach a level, the inbox gets one message
// for it with that level's tokens to claim. Checked when the player looks (inbox, VIP), so the gifts follow real
// deposits and bets without a hook in either.

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
export async function sendLevelGifts(db: Db, tenant: Tenant, known: Totals, now: Date): Promise<number> {
  // The common case, nothing new, costs no transaction.
  if (reached(tenant, known) <= known.vip_gift_level) return 0;
  const levels = engagementOf(tenant.engagement).vip_levels;
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
