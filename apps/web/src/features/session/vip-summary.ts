import { VIP_PROGRESS_CAP } from '@felt/contract/tables';

// The VIP summary of SPEC 3, made from the first nextLevel entry of auth/vip (SPEC 7).

export type VipSummary = {
  totalDeposit: number;
  /** Percent of the deposit needed for the next level, 0 to VIP_PROGRESS_CAP. */
  depoProgress: number;
  totalTurnover: number;
  /** Percent of the turnover needed for the next level, 0 to VIP_PROGRESS_CAP. */
  toProgress: number;
  currentLevel: string;
  nextLevel: string;
};

/** The summary before auth/vip has answered: no level, no progress. */
export const NO_VIP: VipSummary = {
  totalDeposit: 0,
  depoProgress: 0,
  totalTurnover: 0,
  toProgress: 0,
  currentLevel: '',
  nextLevel: '',
};

/** auth/vip's nextLevel[0], as the contract describes it (zod-free, for the browser). */
export type VipLevel = {
  starting_deposit: number;
  cycle_deposit: number;
  deposit_next: number;
  starting_turnover: number;
  cycle_turnover: number;
  turnover_next: number;
  vip_name: string;
  vip_name_next: string;
};

/**
 * How far `done` is toward `target`, in percent, capped at 100 (SPEC 4). A level with nothing left to
 * reach (a target of 0, the top level) counts as complete.
 */
export function progressOf(done: number, target: number): number {
  if (!(target > 0)) return VIP_PROGRESS_CAP;
  const percent = (Math.max(0, done) / target) * 100;
  return Math.min(VIP_PROGRESS_CAP, Math.round(percent * 100) / 100);
}

/** The player's deposits and turnover this cycle against what the next level needs. */
export function vipSummaryOf(level: VipLevel): VipSummary {
  return {
    totalDeposit: level.cycle_deposit,
    depoProgress: progressOf(level.cycle_deposit, level.deposit_next),
    totalTurnover: level.cycle_turnover,
    toProgress: progressOf(level.cycle_turnover, level.turnover_next),
    currentLevel: level.vip_name,
    nextLevel: level.vip_name_next,
  };
}
