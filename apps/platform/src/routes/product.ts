import { betHistory, getHotGames, launchGame, listGames, listProviders, recentGames } from '@felt/contract';
import type { Hono } from 'hono';
import { serveAuthCall, serveCall } from '../http/serve-call';
import { hotGames } from '../services/games';
import { betHistory as roundsOf } from '../services/games/bet-history';
import { type LaunchDeps, launchGame as launch } from '../services/games/launch';
import { gameList, providerList, recentGames as recentOf } from '../services/games/lobby';
import type { PlayerRouting } from './player-routing';

export function productRoutes(app: Hono, launchDeps: LaunchDeps, { authenticate }: PlayerRouting): void {
  const { db } = launchDeps;
  // /api/product/get_hot_games: hot games, of one category or of all.
  serveCall(app, getHotGames, async (body) => ({ value: await hotGames(db, body) }));
  // /api/product/providers: the providers of a category, for the lobby's tabs.
  serveCall(app, listProviders, async (body) => ({ value: await providerList(db, body) }));
  // /api/product/games: one page of a lobby's games.
  serveCall(app, listGames, (body) => gameList(db, body));
  // /api/product/launch_game: a game session and the URL that opens the game.
  serveAuthCall(app, launchGame, authenticate, (caller, body) => launch(launchDeps, caller, body));
  // /api/product/recent_games: what the player opened last.
  serveAuthCall(app, recentGames, authenticate, async (caller) => ({ value: await recentOf(db, caller) }));
  // /api/product/bet_history: the player's rounds.
  serveAuthCall(app, betHistory, authenticate, (caller, body) => roundsOf(db, caller, body));
}
