import { type Game, type GameFlag, providerLogoOf, RECENT_GAMES_LIMIT } from '@felt/contract';
import type { Db } from '../../db/client';
import { recentlyLaunched } from '../../db/queries/game-sessions';
import { gamePage, providersWithGames } from '../../db/queries/lobby';
import { providerLogoUrl } from '../../media/provider-logo';
import type { Caller } from '../players/authenticate';
import { tenantFor } from '../tenants';
import { launchModeOf } from './launch';

type TenantBody = { domain_name: string; external_id: string };

/** "hot" and "" mean every category (SPEC 2.3: hot is the category of all categories' hot games). */
const categoryOf = (gameType: string | undefined) => (gameType && gameType !== 'hot' ? gameType : null);

export async function providerList(db: Db, body: TenantBody & { game_type?: string | undefined }) {
  await tenantFor(db, body.domain_name, body.external_id);
  const rows = await providersWithGames(db, categoryOf(body.game_type));
  return rows.map((row) => ({
    ...row,
    logo_code: providerLogoOf(row.provider_code),
    logo_url: providerLogoUrl(row.provider_code),
    launch_mode: launchModeOf(row.provider_code, 'desktop'),
  }));
}

type GamesBody = TenantBody & {
  game_type?: string | undefined;
  provider_code?: string | undefined;
  flag?: GameFlag | undefined;
  search?: string | undefined;
  page: number;
  per_page: number;
};

export async function gameList(db: Db, body: GamesBody) {
  await tenantFor(db, body.domain_name, body.external_id);
  // The hot page lists hot games of every category.
  const flag = body.game_type === 'hot' && !body.flag ? 'hot' : body.flag;
  const words = (body.search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  const filter = { gameType: categoryOf(body.game_type), providerCode: body.provider_code, flag, words };
  const { rows, total } = await gamePage(db, filter, body.page, body.per_page);
  return { value: rows as Game[], total, page: body.page, per_page: body.per_page };
}

export function recentGames(db: Db, caller: Caller): Promise<Game[]> {
  return recentlyLaunched(db, caller.player.id, RECENT_GAMES_LIMIT);
}
