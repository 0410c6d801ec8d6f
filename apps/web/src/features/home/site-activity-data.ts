import { SITE_ACTIVITY, type Statistics } from '@felt/contract';
import type { z } from 'zod';

type Movement = { account_id: string; amount: number; created_at: string };
type Win = Movement & { game_name: string };

/** What the home page's activity section shows, as the platform answered it. */
export type SiteActivityData = {
  currency: string;
  statistics: z.infer<typeof Statistics> | null;
  deposits: Movement[];
  withdrawals: Movement[];
};

/** The part of it that clears the operator's minimums: a figure left out is undefined, a list left out empty. */
export type VisibleActivity = {
  registered?: number | undefined;
  active?: number | undefined;
  deposited?: number | undefined;
  paidOut?: number | undefined;
  winners: Win[];
  largestWithdrawals: Movement[];
  deposits: Movement[];
  withdrawals: Movement[];
};

/**
 * Each figure and list from its minimum up (engagement.activity, as the platform says it; the site's defaults when
 * it says nothing), never zero, and null when nothing clears: a quiet site shows no section rather than "1 player,
 * 0 paid out".
 */
export function visibleActivity(data: SiteActivityData): VisibleActivity | null {
  const s = data.statistics;
  const from = s?.shown_from ?? { players: SITE_ACTIVITY.minPlayers, paid_out: 0, rows: SITE_ACTIVITY.minRows };
  const shown = (value: number | undefined, minimum: number) =>
    value !== undefined && value > 0 && value >= minimum ? value : undefined;
  const list = <T>(rows: T[]) =>
    rows.length > 0 && rows.length >= from.rows ? rows.slice(0, SITE_ACTIVITY.shownRows) : [];
  const visible: VisibleActivity = {
    registered: shown(s?.registered_player, from.players),
    active: shown(s?.active_player, from.players),
    deposited: shown(s?.deposited_player, from.players),
    paidOut: shown(s?.hour_withdrawal, from.paid_out),
    winners: list(s?.winner ?? []),
    largestWithdrawals: list(s?.withrawal ?? []),
    deposits: list(data.deposits),
    withdrawals: list(data.withdrawals),
  };
  const figures = [visible.registered, visible.active, visible.deposited, visible.paidOut];
  const lists = [visible.winners, visible.largestWithdrawals, visible.deposits, visible.withdrawals];
  return figures.some((n) => n !== undefined) || lists.some((rows) => rows.length > 0) ? visible : null;
}
