import type { BetRound, RoundStatus } from '@felt/contract';
import type { Db } from '../../db/client';
import { roundPage } from '../../db/queries/bet-history';
import { toMajor } from '../money';
import type { Caller } from '../players/authenticate';

type HistoryBody = {
  page: number;
  per_page: number;
  game_type?: string | undefined;
  provider_code?: string | undefined;
  status?: RoundStatus | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** bet_history: the player's rounds, newest first; date_to includes its whole day (UTC). */
export async function betHistory(db: Db, caller: Caller, body: HistoryBody) {
  const { currency } = caller.tenant;
  const major = (minor: number) => toMajor(minor, currency);
  const page = await roundPage(
    db,
    {
      playerId: caller.player.id,
      gameType: body.game_type && body.game_type !== 'hot' ? body.game_type : undefined,
      providerCode: body.provider_code,
      status: body.status,
      from: body.date_from ? new Date(`${body.date_from}T00:00:00Z`) : undefined,
      until: body.date_to ? new Date(new Date(`${body.date_to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
    },
    body.page,
    body.per_page,
  );
  const value: BetRound[] = page.rows.map(({ round, game_name, game_type }) => ({
    round_id: round.round_id,
    provider_code: round.provider_code,
    game_code: round.game_code,
    game_name: game_name ?? round.game_code,
    game_type: game_type ?? '',
    bet_amount: major(round.bet_minor),
    win_amount: major(round.win_minor),
    status: round.status,
    created_at: round.created_at.toISOString(),
    settled_at: round.settled_at?.toISOString() ?? null,
  }));
  return {
    value,
    total: page.total,
    page: body.page,
    per_page: body.per_page,
    total_bet: major(page.betMinor),
    total_win: major(page.winMinor),
  };
}
