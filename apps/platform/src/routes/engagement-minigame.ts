import { minigameHistory, minigameInfo, minigameSpin, STATUS } from '@felt/contract';
import { TokenGrant } from '@felt/contract/operator';
import type { Hono } from 'hono';
import { readBody } from '../http/read-body';
import { notFoundFailure } from '../http/refusal';
import { serveAuthCall } from '../http/serve-call';
import { minigameInfo as info, type MinigameDeps, spinHistory, spinWheel } from '../services/engagement/minigame';
import { grantTokens } from '../services/engagement/token-grant';
import type { PlayerRouting } from './player-routing';

/** The prize wheel's calls, and the operator's token grant (mounted after operatorRoutes, whose key check guards it). */
export function minigameRoutes(app: Hono, deps: MinigameDeps, { authenticate }: PlayerRouting): void {
  // /api/minigame/info: tokens, the cost of a spin, the prizes with their odds.
  serveAuthCall(app, minigameInfo, authenticate, (caller) => info(deps, caller));
  // /api/minigame/spin: one spin per request_id, decided and paid by the platform.
  serveAuthCall(app, minigameSpin, authenticate, (caller, body) => spinWheel(deps, caller, body.request_id));
  // /api/minigame/history: the last spins.
  serveAuthCall(app, minigameHistory, authenticate, (caller) => spinHistory(deps, caller));

  // POST /api/operator/tokens: give a player game tokens, once per key.
  app.post('/api/operator/tokens', async (c) => {
    const value = await grantTokens(deps.db, await readBody(c, TokenGrant), deps.now());
    return value ? c.json({ statusCode: STATUS.ok, value }) : c.json(notFoundFailure, 404);
  });
}
