import { randomBytes } from 'node:crypto';
import {
  DEMO_PROVIDER,
  ERROR_KEYS,
  GAME_SESSION_RULES,
  type GameDevice,
  type LaunchMode,
  POPUP_PROVIDERS,
  STATUS,
} from '@felt/contract';
import { bonusWeightOf } from '@felt/contract/operator';
import type { Db } from '../../db/client';
import { insertGameSession } from '../../db/queries/game-sessions';
import { findGame } from '../../db/queries/games';
import { engagementFor } from '../engagement/defaults';
import type { Caller } from '../players/authenticate';
import { refuse } from '../players/refusals';
import { tokenHash } from '../players/sessions';
import { checkPlay } from '../protection/check-play';
import { demoEngineOf } from './engines';
import { signLaunchToken } from './launch-token';

export type LaunchDeps = { db: Db; now: () => Date; demo: boolean; demoProviderSecret: string | null };
type LaunchBody = { provider_code: string; game_code: string; device: GameDevice; lang?: string | undefined };

/** SPEC 9: providers on the popup list open in a window of their own; on a phone, a tab. */
export function launchModeOf(providerCode: string, device: GameDevice): LaunchMode {
  if (!(POPUP_PROVIDERS as readonly string[]).includes(providerCode)) return 'iframe';
  return device === 'mobile' ? 'newtab' : 'popup';
}

/**
 * launch_game: opens a game session for the player and answers the URL that starts the game. The URL carries a
 * signed launch token that expires in minutes; the session token inside it is what the provider's wallet calls
 * name the player by, and the database keeps only its hash.
 */
export async function launchGame(deps: LaunchDeps, caller: Caller, body: LaunchBody) {
  const game = await findGame(deps.db, body.provider_code, body.game_code);
  if (!game) throw refuse(STATUS.notFound, ERROR_KEYS.gameNotFound);
  const engine = demoEngineOf(game, deps.demo);
  const secret = deps.demoProviderSecret;
  if (!engine || !secret) throw refuse(STATUS.serviceUnavailable, ERROR_KEYS.gameUnavailable);
  const now = deps.now();
  // Player protection is enforced here, at launch (see check-play.ts): bets themselves go through wallet_move.
  await checkPlay(deps.db, { ...caller, now });
  const token = randomBytes(32).toString('base64url');
  const { currency } = caller.tenant;
  await insertGameSession(deps.db, {
    tenant_id: caller.tenant.id,
    player_id: caller.player.id,
    provider_code: game.provider_code,
    game_code: game.game_code,
    wallet_provider: DEMO_PROVIDER,
    token_hash: tokenHash(token),
    currency,
    // Fixed at launch, so a bet reads its weight from the session it already looks up (0048-bonus-wallet.md).
    bonus_weight_bp: Math.round(bonusWeightOf(engagementFor(caller.tenant).bonus, game) * 100),
    created_at: now,
    expires_at: new Date(now.getTime() + GAME_SESSION_RULES.sessionMs),
  });
  const launch = signLaunchToken(secret, {
    token,
    provider_code: game.provider_code,
    game_code: game.game_code,
    game_name: game.game_name,
    engine,
    currency,
    lang: body.lang ?? caller.tenant.default_lang,
    exp: now.getTime() + GAME_SESSION_RULES.launchTokenMs,
  });
  // Relative: the site serves the DEMO provider's pages under /games/demo/ (its own origin, its own CSP).
  const url = `/games/demo/${engine}/?launch=${encodeURIComponent(launch)}`;
  return {
    url,
    mode: launchModeOf(game.provider_code, body.device),
    game_name: game.game_name,
    game_type: game.game_type,
  };
}
