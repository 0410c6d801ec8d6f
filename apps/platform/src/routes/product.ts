import { getHotGames } from '@felt/contract';
import type { Hono } from 'hono';
import type { Db } from '../db/client';
import { serveCall } from '../http/serve-call';
import { hotGames } from '../services/games';

export function productRoutes(app: Hono, db: Db): void {
  // /api/product/get_hot_games: hot games, of one category or of all.
  serveCall(app, getHotGames, async (body) => ({ value: await hotGames(db, body) }));
}
