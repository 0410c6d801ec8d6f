import { devOutbox } from '@felt/contract';
import type { Hono } from 'hono';
import type { Db } from '../db/client';
import { serveCall } from '../http/serve-call';
import { outboxFor } from '../services/players/outbox';

/** Demo-only paths; outside demo mode they are not mounted at all, so they answer the usual notFound. */
export function devRoutes(app: Hono, db: Db, demo: boolean): void {
  if (!demo) return;
  // /api/dev/outbox: the codes a player was sent, newest first.
  serveCall(app, devOutbox, async (body) => ({ value: await outboxFor(db, body) }));
}
