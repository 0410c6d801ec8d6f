import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { answered, bodyOf, refused } from './answers';
import type { CrashRounds } from './crash-rounds';
import { DIRECTIONS, rollDice, TARGET_MAX, TARGET_MIN } from './dice-math';
import { type Engine, type PlaySession, readPlay } from './play-session';
import { playRound, type RoundDeps } from './round';
import { spin, winOf } from './slot-math';
import { isStake } from './stakes';

// The play calls of the three games. The page only asks; the server checks the stake, draws with
// crypto.randomInt, moves the money through the wallet and answers what happened.

export type PlayDeps = {
  secret: string;
  now: () => number;
  rounds: RoundDeps;
  crash: CrashRounds;
  draw?: (max: number) => number;
};

const stake = z
  .number()
  .int()
  .refine((value) => isStake(value), 'not a stake of the ladder');
const play = z.string().min(1).max(4096);
const Stake = z.object({ play, stake });
const Dice = Stake.extend({ direction: z.enum(DIRECTIONS), target: z.number().int().min(TARGET_MIN).max(TARGET_MAX) });
const Round = z.object({ play, round_id: z.uuid() });

/** The checked body and the play session of an engine's call; an answer when either is missing. */
async function open<S extends z.ZodType<{ play: string }>>(
  c: Context,
  deps: PlayDeps,
  engine: Engine,
  schema: S,
): Promise<{ body: z.infer<S>; session: PlaySession } | Response> {
  const body = await bodyOf(c, schema);
  if (!body) return refused(c, 'validationFailed');
  const session = readPlay(deps.secret, body.play, deps.now());
  if (!session) return refused(c, 'sessionExpired');
  if (session.engine !== engine) return refused(c, 'notFound');
  return { body, session };
}

export function playRoutes(app: Hono, deps: PlayDeps): void {
  const draw = deps.draw;

  // POST /demo/api/slot/spin {play, stake}: one spin of Lucky Sevens.
  app.post('/demo/api/slot/spin', async (c) => {
    const got = await open(c, deps, 'slot', Stake);
    if (got instanceof Response) return got;
    const result = await playRound(deps.rounds, got.session, got.body.stake, () => {
      const drawn = spin(draw);
      return { ...drawn, win: winOf(got.body.stake, drawn.wins) };
    });
    if (!result.ok) return refused(c, result.message, result);
    const { window, wins, win } = result.outcome;
    return answered(c, { reels: window, lines: wins, win, balance: result.balance });
  });

  // POST /demo/api/dice/roll {play, stake, direction, target}: one roll of Dice Duel.
  app.post('/demo/api/dice/roll', async (c) => {
    const got = await open(c, deps, 'dice', Dice);
    if (got instanceof Response) return got;
    const { stake, direction, target } = got.body;
    const result = await playRound(deps.rounds, got.session, stake, () => rollDice(stake, direction, target, draw));
    if (!result.ok) return refused(c, result.message, result);
    const { roll, won, win } = result.outcome;
    return answered(c, { roll, won, win, balance: result.balance });
  });

  // POST /demo/api/crash/start {play, stake}: takes the stake and launches a Rocket round.
  app.post('/demo/api/crash/start', async (c) => {
    const got = await open(c, deps, 'crash', Stake);
    if (got instanceof Response) return got;
    const started = await deps.crash.start(got.session, got.body.stake);
    return started.ok ? answered(c, started) : refused(c, started.message, started);
  });

  // POST /demo/api/crash/cash-out {play, round_id}: pays the multiplier of the server's clock, if still flying.
  app.post('/demo/api/crash/cash-out', async (c) => {
    const got = await open(c, deps, 'crash', Round);
    if (got instanceof Response) return got;
    const outcome = await deps.crash.cashOut(got.session, got.body.round_id);
    return outcome.ok ? answered(c, outcome) : refused(c, outcome.message, outcome);
  });

  // POST /demo/api/crash/watch {play, round_id}: answers when the round ends, or after a few seconds.
  app.post('/demo/api/crash/watch', async (c) => {
    const got = await open(c, deps, 'crash', Round);
    if (got instanceof Response) return got;
    const outcome = await deps.crash.watch(got.session, got.body.round_id, 5_000);
    return outcome.ok ? answered(c, outcome) : refused(c, outcome.message, outcome);
  });
}
