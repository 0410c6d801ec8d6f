import { createHash } from 'node:crypto';
import {
  cashOutWin,
  crashAfterMs,
  drawCrashPoint,
  GROWTH_PER_MS,
  MAX_ROUND_MS,
  multiplierAt,
  shownCrash,
} from './crash-math';
import type { PlaySession } from './play-session';
import { type OpenRound, placeBet, type Refused, type RoundDeps, settle } from './round';

// Rocket's live rounds, in this process's memory, keyed by play session and round: the crash point never leaves
// the server until the round is over. A timer settles a round nobody cashed out as a loss when the rocket
// crashes, so no round outlives MAX_ROUND_MS. A play session has one round in flight at a time.

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

type LiveRound = OpenRound & { key: string; crash: number; startedAt: number; crashAt: number };
type Entry = {
  round: LiveRound;
  outcome?: Promise<CrashOutcome>;
  done: () => void;
  settled: Promise<void>;
  timer?: NodeJS.Timeout;
};

export type CrashDeps = RoundDeps & { now: () => number; draw?: (max: number) => number };

/** Settled rounds answer a late cash-out or watch this long, then are forgotten. */
const KEEP_MS = 60_000;
const playKey = (session: PlaySession) => createHash('sha256').update(session.token).digest('hex').slice(0, 32);

export function createCrashRounds(deps: CrashDeps) {
  const rounds = new Map<string, Entry>();
  const inFlight = new Map<string, string>();
  const later = (ms: number, run: () => void) => setTimeout(run, Math.max(0, ms)).unref();

  function finish(entry: Entry, win: number, multiplier: number): Promise<CrashOutcome> {
    if (entry.outcome) return entry.outcome;
    clearTimeout(entry.timer);
    const { round } = entry;
    const state = win > 0 ? 'cashed' : 'crashed';
    entry.outcome = settle(deps, round, win).then(
      (settled): CrashOutcome =>
        settled.ok
          ? { ok: true, state, multiplier, crash_point: shownCrash(round.crash), win, balance: settled.balance }
          : settled,
      (): CrashOutcome => ({ ok: false, message: 'serviceUnavailable' }),
    );
    void entry.outcome.finally(() => {
      inFlight.delete(round.key);
      entry.done();
      later(KEEP_MS, () => rounds.delete(`${round.key}:${round.round_id}`));
    });
    return entry.outcome;
  }

  /** The rocket is gone: a loss, unless a cash-out came first. */
  const crashed = (entry: Entry) => finish(entry, 0, shownCrash(entry.round.crash));

  function find(session: PlaySession, round_id: string): Entry | undefined {
    const entry = rounds.get(`${playKey(session)}:${round_id}`);
    if (entry && !entry.outcome && deps.now() >= entry.round.crashAt) void crashed(entry);
    return entry;
  }

  return {
    async start(session: PlaySession, stake: number): Promise<Started | Refused> {
      const key = playKey(session);
      if (inFlight.has(key)) return { ok: false, message: 'roundOpen' };
      inFlight.set(key, ''); // held while the bet is placed, so a second start cannot slip in
      const placed = await placeBet(deps, session, stake);
      if (!placed.ok) {
        inFlight.delete(key);
        return placed;
      }
      const crash = drawCrashPoint(deps.draw);
      const startedAt = deps.now();
      const crashAt = startedAt + Math.min(MAX_ROUND_MS, Math.ceil(crashAfterMs(crash)));
      const round: LiveRound = { ...placed.round, key, crash, startedAt, crashAt };
      let done = () => {};
      const settled = new Promise<void>((resolve) => {
        done = resolve;
      });
      const entry: Entry = { round, done, settled };
      rounds.set(`${key}:${round.round_id}`, entry);
      inFlight.set(key, round.round_id);
      entry.timer = later(crashAt - startedAt, () => void crashed(entry));
      return {
        ok: true,
        round_id: round.round_id,
        started_at: startedAt,
        server_now: deps.now(),
        growth: GROWTH_PER_MS,
        balance: placed.balance,
      };
    },

    /** Cash out at the multiplier of the server's clock now; too late is a loss. */
    async cashOut(session: PlaySession, round_id: string): Promise<CrashOutcome> {
      const entry = find(session, round_id);
      if (!entry) return { ok: false, message: 'notFound' };
      const ms = deps.now() - entry.round.startedAt;
      const win = cashOutWin(entry.round.stake, entry.round.crash, ms);
      return win > 0 ? finish(entry, win, multiplierAt(ms)) : crashed(entry);
    },

    /** Waits (at most waitMs) for the round to end: the page learns of a crash without polling fast. */
    async watch(
      session: PlaySession,
      round_id: string,
      waitMs: number,
    ): Promise<CrashOutcome | { ok: true; state: 'running' }> {
      const entry = find(session, round_id);
      if (!entry) return { ok: false, message: 'notFound' };
      const timeout = new Promise<void>((resolve) => later(waitMs, resolve));
      await Promise.race([entry.settled, timeout]);
      return entry.outcome ?? { ok: true, state: 'running' };
    },

    /** Rounds still in flight (tests, shutdown reports). */
    open: () => inFlight.size,
  };
}

export type CrashRounds = ReturnType<typeof createCrashRounds>;
