import { type CallDef, matchList, publicOdds, STATUS } from '@felt/contract';
import type { Hono } from 'hono';
import type { z } from 'zod';
import type { Db } from '../db/client';
import * as sportsbook from '../services/sportsbook';

type Deps = { db: Db; now: () => Date };

/** Public and the same for every tenant: shared caches may keep an answer briefly. */
const CACHE = 'public, max-age=30';

/** Mounts a GET call of the contract (no body); the answer is typed by its response schema, plus statusCode 1. */
function serveGet<Res extends z.ZodType>(
  app: Hono,
  call: CallDef<null, Res>,
  run: () => Promise<Omit<z.input<Res>, 'statusCode'>>,
): void {
  app.get(call.path, async (c) => {
    c.header('Cache-Control', CACHE);
    return c.json({ statusCode: STATUS.ok, ...(await run()) });
  });
}

export function sportsbookRoutes(app: Hono, { db, now }: Deps): void {
  // GET /api/home/match_list: upcoming matches, team names in every language.
  serveGet(app, matchList, async () => ({ value: await sportsbook.matchList(db, now()) }));
  // GET /api/home/public_odds: 1x2, handicap and over/under lines of those matches.
  serveGet(app, publicOdds, async () => ({ value: await sportsbook.publicOdds(db, now()) }));
}
