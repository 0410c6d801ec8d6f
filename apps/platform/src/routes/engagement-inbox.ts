import { claimInbox, getInbox, readInbox, STATUS, vipLevels } from '@felt/contract';
import { OperatorMessage } from '@felt/contract/operator';
import type { Hono } from 'hono';
import { readBody } from '../http/read-body';
import { serveAuthCall, serveCall } from '../http/serve-call';
import { claimItem, type InboxDeps, inbox, readItem } from '../services/engagement/inbox';
import { sendOperatorMessage } from '../services/engagement/inbox-operator';
import * as ladder from '../services/engagement/vip-levels';
import type { PlayerRouting } from './player-routing';

/**
 * The inbox calls and the VIP ladder. app.ts mounts these after operatorRoutes, whose /api/operator/* key check
 * therefore guards POST /api/operator/inbox too.
 */
export function engagementInboxRoutes(app: Hono, deps: InboxDeps, { authenticate }: PlayerRouting): void {
  const { db, now } = deps;
  // /api/settings/get_inbox: own messages and broadcasts, newest first.
  serveAuthCall(app, getInbox, authenticate, async (caller) => ({ list: await inbox(deps, caller) }));
  // /api/settings/read_inbox: one item read.
  serveAuthCall(app, readInbox, authenticate, async (caller, body) => {
    await readItem(deps, caller, body.inbox_id);
    return {};
  });
  // /api/settings/claim_inbox: the item's reward, once; the wallet after it.
  serveAuthCall(app, claimInbox, authenticate, (caller, body) => claimItem(deps, caller, body.inbox_id));
  // /api/settings/vip_levels: the site's VIP ladder.
  serveCall(app, vipLevels, async (body) => ({ levels: await ladder.vipLevels(db, body) }));

  // POST /api/operator/inbox: a message to one player, or to every player of the site.
  app.post('/api/operator/inbox', async (c) => {
    const inbox_id = await sendOperatorMessage(db, await readBody(c, OperatorMessage), now());
    return c.json({ statusCode: STATUS.ok, inbox_id });
  });
}
