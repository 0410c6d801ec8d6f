import { and, desc, eq, gt, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { inboxMessages, inboxReceipts, players } from '../schema';

// A player's inbox: the messages written to the player and the tenant's broadcasts (player_id null) sent while
// the player's account existed, with the player's receipt of each (read, claimed).

/** How many messages an inbox shows, newest first. */
export const INBOX_SIZE = 100;

export type InboxRow = typeof inboxMessages.$inferSelect & { read_at: Date | null; claimed_at: Date | null };

type Reader = { tenant_id: number; player_id: number };

/**
 * Messages this player may see now: theirs, or the tenant's broadcasts sent once their account existed (a
 * broadcast is for the players it was sent to, so an account made later neither sees nor claims it), not expired.
 */
function visibleTo(reader: Reader, now: Date): SQL {
  const joined = sql`(select ${players.created_at} from ${players} where ${players.id} = ${reader.player_id})`;
  return and(
    eq(inboxMessages.tenant_id, reader.tenant_id),
    or(
      eq(inboxMessages.player_id, reader.player_id),
      and(isNull(inboxMessages.player_id), gte(inboxMessages.created_at, joined)),
    ),
    or(isNull(inboxMessages.expires_at), gt(inboxMessages.expires_at, now)),
  ) as SQL;
}

function selectInbox(db: Db, reader: Reader) {
  return db
    .select({
      id: inboxMessages.id,
      tenant_id: inboxMessages.tenant_id,
      player_id: inboxMessages.player_id,
      title: inboxMessages.title,
      body: inboxMessages.body,
      template: inboxMessages.template,
      params: inboxMessages.params,
      reward_kind: inboxMessages.reward_kind,
      reward_minor: inboxMessages.reward_minor,
      source_key: inboxMessages.source_key,
      created_at: inboxMessages.created_at,
      expires_at: inboxMessages.expires_at,
      read_at: inboxReceipts.read_at,
      claimed_at: inboxReceipts.claimed_at,
    })
    .from(inboxMessages)
    .leftJoin(
      inboxReceipts,
      and(eq(inboxReceipts.message_id, inboxMessages.id), eq(inboxReceipts.player_id, reader.player_id)),
    );
}

/** The player's inbox, newest first (ties by id, so the order is stable). */
export function inboxOf(db: Db, reader: Reader, now: Date): Promise<InboxRow[]> {
  return selectInbox(db, reader)
    .where(visibleTo(reader, now))
    .orderBy(desc(inboxMessages.created_at), desc(inboxMessages.id))
    .limit(INBOX_SIZE);
}

/** One message, when this player may see it now. */
export async function visibleMessage(db: Db, reader: Reader, messageId: number, now: Date) {
  const [row] = await selectInbox(db, reader)
    .where(and(eq(inboxMessages.id, messageId), visibleTo(reader, now)))
    .limit(1);
  return row;
}

/** The player has read the message; the first reading's time is kept. */
export async function markRead(db: Db, messageId: number, playerId: number, now: Date): Promise<void> {
  await db
    .insert(inboxReceipts)
    .values({ message_id: messageId, player_id: playerId, read_at: now })
    .onConflictDoUpdate({
      target: [inboxReceipts.message_id, inboxReceipts.player_id],
      set: { read_at: sql`coalesce(${inboxReceipts.read_at}, excluded.read_at)` },
    });
}

/**
 * Records the claim (and the reading) once: true for the one call that set claimed_at. A concurrent claim waits on
 * the receipt's key, then finds claimed_at set and answers false.
 */
export async function markClaimed(db: Db, messageId: number, playerId: number, now: Date): Promise<boolean> {
  const rows = await db
    .insert(inboxReceipts)
    .values({ message_id: messageId, player_id: playerId, read_at: now, claimed_at: now })
    .onConflictDoUpdate({
      target: [inboxReceipts.message_id, inboxReceipts.player_id],
      set: { claimed_at: now, read_at: sql`coalesce(${inboxReceipts.read_at}, excluded.read_at)` },
      setWhere: isNull(inboxReceipts.claimed_at),
    })
    .returning({ message_id: inboxReceipts.message_id });
  return rows.length > 0;
}
