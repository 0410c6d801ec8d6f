import type { Statistics } from '@felt/contract';
import type { z } from 'zod';

type Movement = { account_id: string; amount: number; created_at: string };

/** What the home page's activity section shows, as the platform answered it. */
export type SiteActivityData = {
  currency: string;
  statistics: z.infer<typeof Statistics> | null;
  deposits: Movement[];
  withdrawals: Movement[];
};

/** Whether the platform gave anything worth a section: some movement or a player count above zero. */
export function hasActivity(data: SiteActivityData): boolean {
  const s = data.statistics;
  const figures = s ? [s.registered_player, s.active_player, s.deposited_player, s.hour_withdrawal] : [];
  const lists = [data.deposits, data.withdrawals, s?.winner ?? [], s?.withrawal ?? []];
  return figures.some((n) => n > 0) || lists.some((list) => list.length > 0);
}
