import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import {
  cashOutWin,
  crashAfterMs,
  drawCrashPoint,
  GROWTH_PER_MS,
  MAX_ROUND_MS,
  multiplierAt,
  shownCrash,
} from './crash-math';
import {
  type CrashRow,
  decideRound,
  dropRound,
  finishRound,
  forgetFinished,
  launchRound,
  type NewCrashRow,
  openRoundOf,
  outcomeOf,
  placeRound,
  roundOf,
  staleRounds,
} from './crash-store';
import type { PlaySession } from './play-session';
import { cancel, type OpenRound, placeBet, type Refused, type RoundDeps, settle } from './round';
import { tokenSeal } from './token-seal';

// Rocket's live rounds, kept in the database (crash-store.ts) so that any platform instance serves any call of a
// round: the crash point never leaves the server until the round is over. A round is decided once (a cash-out,
// or the crash), by whichever instance gets there first; a timer in the instance that started it settles a round
// nobody cashed out when the rocket crashes, and the sweeper of any instance finishes what a dead one left. A
// play session has one round in flight at a time.

export type CrashOutcome =
  | { ok: true; state: 'cashed' | 'crashed'; multiplier: number; crash_point: number; win: number; balance: number }
  | Refused;
export type Started = {
  ok: true;
  round_id: string;
  started_at: number;
  server_now: number;
  growth: number;
  balance: number;
};

export type CrashDeps = RoundDeps & {
  db: Db;
  /** The provider's secret: seals the session tokens kept with the rounds. */
  secret: string;
  now: () => number;
  draw?: (max: number) => number;
};

/** Settled rounds answer a late cash-out or watch this long, then are forgotten. */
const KEEP_MS = 60_000;
/** A round decided elsewhere is waited for this long (real time) before the call answers serviceUnavailable. */
const SETTLE_WAIT_MS = 10_000;
/** How often a waiting call looks at a round another instance may change. */
const POLL_MS = 200;
/** The sweeper finishes rounds left this long past their crash, decision or placing by a stopped instance. */
const STALE = { flying: 2_000, decided: 15_000, placing: 30_000 } as const;

const UNAVAILABLE: Refused = { ok: false, message: 'serviceUnavailable' };
const NOT_FOUND: Refused = { ok: false, message: 'notFound' };
const playKey = (session: PlaySession) => createHash('sha256').update(session.token).digest('hex').slice(0, 32);

function openRound(row: CrashRow, token: string): OpenRound {
  const { round_id, stake, game_code, currency } = row;
  return {
    round_id,
    stake,
    bet: { token, transaction_id: row.bet_transaction_id, round_id, game_code, amount: stake, currency },
  };
}

export function createCrashRounds(deps: CrashDeps) {
  const { db, now } = deps;
  const seal = tokenSeal(deps.secret);
  const timers = new Map<string, NodeJS.Timeout>();
  const waiting = new Map<string, Set<() => void>>();

  /** Resolves after `ms`, or sooner when this instance settles the round. */
  function pause(roundId: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        waiting.get(roundId)?.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, Math.max(0, ms));
      timer.unref();
      const set = waiting.get(roundId) ?? new Set();
      set.add(wake);
      waiting.set(roundId, set);
    });
  }
  const wake = (roundId: string) => {
    for (const resume of [...(waiting.get(roundId) ?? [])]) resume();
  };

  /** Pays a round this instance decided; a fault leaves it decided and unsettled, for the sweeper to finish. */
  async function settleDecided(row: CrashRow, token: string): Promise<CrashOutcome> {
    const { state, win, multiplier } = row;
    if ((state !== 'cashed' && state !== 'crashed') || win === null || multiplier === null) return UNAVAILABLE;
    const settled = await settle(deps, openRound(row, token), win, row.win_transaction_id).catch(() => UNAVAILABLE);
    const outcome: CrashOutcome = settled.ok
      ? { ok: true, state, multiplier, crash_point: shownCrash(row.crash), win, balance: settled.balance }
      : settled;
    if (outcome.ok || outcome.message !== UNAVAILABLE.message) await finishRound(db, row.round_id, outcome, now());
    wake(row.round_id);
    return outcome;
  }

  /** The answer of a round another call (here or on another instance) decided. */
  async function decidedElsewhere(roundId: string): Promise<CrashOutcome> {
    const until = Date.now() + SETTLE_WAIT_MS;
    for (;;) {
      const outcome = await outcomeOf(db, roundId);
      if (outcome === undefined) return NOT_FOUND;
      if (outcome !== null) return outcome as CrashOutcome;
      if (Date.now() >= until) return UNAVAILABLE;
      await pause(roundId, POLL_MS);
    }
  }

  async function decide(row: CrashRow, token: string, win: number, ms: number): Promise<CrashOutcome> {
    clearTimeout(timers.get(row.round_id));
    timers.delete(row.round_id);
    const decision =
      win > 0
        ? { state: 'cashed' as const, win, multiplier: multiplierAt(ms) }
        : { state: 'crashed' as const, win: 0, multiplier: shownCrash(row.crash) };
    const decided = await decideRound(db, row.round_id, decision, now());
    return decided ? settleDecided(decided, token) : decidedElsewhere(row.round_id);
  }
  /** The rocket is gone: a loss, unless a cash-out came first. */
  const crash = (row: CrashRow, token: string) => decide(row, token, 0, 0);
  const crashed = (row: CrashRow) => row.state === 'flying' && row.crash_at !== null && now() >= row.crash_at;

  /** A round left by a stopped instance or an unanswered page: finished with the sealed token it kept. */
  async function sweep(): Promise<void> {
    const at = now();
    const tokenOf = (row: CrashRow) => seal.open(row.sealed_token);
    for (const row of await staleRounds(db, 'flying', at - STALE.flying)) {
      const token = tokenOf(row);
      if (token) await crash(row, token);
    }
    for (const state of ['cashed', 'crashed'] as const) {
      for (const row of await staleRounds(db, state, at - STALE.decided)) {
        const token = tokenOf(row);
        if (token) await settleDecided(row, token);
      }
    }
    // A bet whose instance stopped before the round flew: rolled back (or found settled), then forgotten.
    for (const row of await staleRounds(db, 'placing', at - STALE.placing)) {
      const token = tokenOf(row);
      if (!token) continue;
      const undone = await cancel(deps, openRound(row, token), 'round never launched');
      if (undone.ok || undone.message !== UNAVAILABLE.message) await dropRound(db, row.round_id);
    }
    await forgetFinished(db, at - KEEP_MS, at);
  }

  return {
    async start(session: PlaySession, stake: number): Promise<Started | Refused> {
      const key = playKey(session);
      const open = await openRoundOf(db, key);
      if (open && !crashed(open)) return { ok: false, message: 'roundOpen' };
      // The last round's rocket is gone but nobody settled it yet: settle it now, then start.
      if (open) await crash(open, session.token);
      const ids = { round_id: randomUUID(), transaction_id: randomUUID() };
      const placing: NewCrashRow = {
        round_id: ids.round_id,
        play_key: key,
        sealed_token: seal.seal(session.token),
        game_code: session.game_code,
        currency: session.currency,
        stake,
        bet_transaction_id: ids.transaction_id,
        win_transaction_id: randomUUID(),
        crash: drawCrashPoint(deps.draw),
        updated_at: now(),
      };
      if (!(await placeRound(db, placing))) return { ok: false, message: 'roundOpen' };
      const placed = await placeBet(deps, session, stake, ids);
      if (!placed.ok) {
        await dropRound(db, ids.round_id);
        return placed;
      }
      const startedAt = now();
      const crashAt = startedAt + Math.min(MAX_ROUND_MS, Math.ceil(crashAfterMs(placing.crash)));
      await launchRound(db, ids.round_id, startedAt, crashAt);
      // The row as it now stands, kept here for the crash timer: no read back needed.
      const flying: CrashRow = {
        ...placing,
        state: 'flying',
        started_at: startedAt,
        crash_at: crashAt,
        win: null,
        multiplier: null,
        outcome: null,
      };
      const timer = setTimeout(() => void crash(flying, session.token).catch(() => {}), crashAt - startedAt);
      timer.unref();
      timers.set(ids.round_id, timer);
      return {
        ok: true,
        round_id: ids.round_id,
        started_at: startedAt,
        server_now: now(),
        growth: GROWTH_PER_MS,
        balance: placed.balance,
      };
    },

    /** Cash out at the multiplier of the server's clock now; too late is a loss. */
    async cashOut(session: PlaySession, round_id: string): Promise<CrashOutcome> {
      const row = await roundOf(db, playKey(session), round_id);
      if (!row || row.state === 'placing' || row.started_at === null) return NOT_FOUND;
      if (row.outcome) return row.outcome as CrashOutcome;
      if (row.state !== 'flying') return decidedElsewhere(round_id);
      const ms = now() - row.started_at;
      return decide(row, session.token, cashOutWin(row.stake, row.crash, ms), ms);
    },

    /** Waits (at most waitMs) for the round to end: the page learns of a crash without polling fast. */
    async watch(
      session: PlaySession,
      round_id: string,
      waitMs: number,
    ): Promise<CrashOutcome | { ok: true; state: 'running' }> {
      const until = Date.now() + waitMs;
      for (;;) {
        const row = await roundOf(db, playKey(session), round_id);
        if (!row || row.state === 'placing' || row.crash_at === null) return NOT_FOUND;
        if (row.outcome) return row.outcome as CrashOutcome;
        if (row.state !== 'flying') return decidedElsewhere(round_id);
        if (crashed(row)) return crash(row, session.token);
        const left = until - Date.now();
        if (left <= 0) return { ok: true, state: 'running' };
        await pause(round_id, Math.min(left, POLL_MS, row.crash_at - now()));
      }
    },

    /** Finishes rounds nobody will come back to; run as a job on one instance. */
    sweep,
  };
}

export type CrashRounds = ReturnType<typeof createCrashRounds>;
