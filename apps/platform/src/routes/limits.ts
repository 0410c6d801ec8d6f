import { exclude, getLimits, setLimit, setSessionLimits } from '@felt/contract';
import type { Hono } from 'hono';
import type { Db } from '../db/client';
import { saveProtection } from '../db/queries/protection';
import { serveAuthCall } from '../http/serve-call';
import { toMinor } from '../services/money';
import { exclude as excludePlayer } from '../services/protection/exclude';
import { setLimit as changeLimit } from '../services/protection/limits';
import { protectionOf } from '../services/protection/state';
import type { PlayerRouting } from './player-routing';

export function limitsRoutes(app: Hono, { db, now }: { db: Db; now: () => Date }, { authenticate }: PlayerRouting) {
  // /api/limits/get: limits with their pending changes and use, session settings, exclusion, this session.
  serveAuthCall(app, getLimits, authenticate, (caller) => protectionOf(db, caller, now()));

  // /api/limits/set_limit: lower or first at once, higher or none after the cooling-off.
  serveAuthCall(app, setLimit, authenticate, async (caller, body) => {
    const amount = body.amount === null ? null : toMinor(body.amount, caller.tenant.currency);
    const key = { player_id: caller.player.id, kind: body.kind, period: body.period };
    await changeLimit(db, key, amount, now());
    return protectionOf(db, caller, now());
  });

  // /api/limits/set_session: session time limit and reality-check interval.
  serveAuthCall(app, setSessionLimits, authenticate, async (caller, body) => {
    const { session_limit_minutes, reality_check_minutes } = body;
    await saveProtection(db, caller.player.id, { session_limit_minutes, reality_check_minutes });
    return protectionOf(db, caller, now());
  });

  // /api/limits/exclude: time-out or self-exclusion; every session of the player ends with it.
  serveAuthCall(app, exclude, authenticate, async (caller, body) => {
    await excludePlayer(db, caller.player.id, body, now());
    return {};
  });
}
