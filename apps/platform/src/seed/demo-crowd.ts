import { createHash } from 'node:crypto';

// The players of a demo site besides demo01, and what they did: deposits, wins, payouts and visits, planned here
// without the database (demo-activity.ts writes them through the ledger). Everything is drawn from a seed, so the
// same site on the same day draws the same crowd, and a test can check what was drawn.

export type Random = () => number;

/** Numbers in [0, 1) from a text seed: SHA-256 of the seed and a counter, read four bytes at a time. */
export function seededRandom(seed: string): Random {
  let block = 0;
  let pool = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset + 4 > pool.length) {
      pool = createHash('sha256').update(`${seed}:${block++}`).digest();
      offset = 0;
    }
    const value = pool.readUInt32BE(offset) / 2 ** 32;
    offset += 4;
    return value;
  };
}

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

/** The list in a random order (Fisher and Yates). */
function shuffled<T>(random: Random, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
const between = (random: Random, from: number, to: number) => from + random() * (to - from);

const FIRST = (
  'maria jose andre budi dewi rizky linh minh tuan somchai nurul aziz farah wei ming hana kevin anna ' +
  'vlad olga bayar saraa kyaw aung sita ram bikash leo nina oscar carlo joy mark liza arif putri jun ' +
  'mei dimas ayu'
).split(' ');
const LAST = (
  'santos reyes cruz tan lim wong santoso wijaya nguyen tran pham ivanov petrova bat thapa shrestha ' +
  'rahman ismail chen li garcia mendoza htun gurung'
).split(' ');
const HANDLES = 'lucky tiger dragon ace king star rocky spin jackpot gold phoenix panda'.split(' ');

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** An account id as players choose them: a name and digits, a full name, a nickname. At most 32 characters. */
function accountIdOf(random: Random, first: string, last: string): string {
  const digits = () => String(Math.floor(between(random, 1, 9999)));
  const year = () => String(Math.floor(between(random, 75, 106)) % 100).padStart(2, '0');
  const forms = [
    () => `${first}${digits()}`,
    () => `${first}_${last}`,
    () => `${first.charAt(0)}${last}${year()}`,
    () => `${pick(random, HANDLES)}${first}${year()}`,
    () => `${first}${last}${digits()}`,
    () => `${pick(random, HANDLES)}_${pick(random, HANDLES)}${digits()}`,
  ];
  return pick(random, forms)().slice(0, 32);
}

export type CrowdPlayer = { account_id: string; full_name: string; created_at: Date };

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * `size` players with distinct ids (none of `taken`, compared in lower case), who signed up over the half year
 * before `now`, a few of them today.
 */
export function planCrowd(random: Random, size: number, now: Date, taken: ReadonlySet<string>): CrowdPlayer[] {
  const seen = new Set(taken);
  const crowd: CrowdPlayer[] = [];
  for (let tries = 0; crowd.length < size && tries < size * 20; tries++) {
    const first = pick(random, FIRST);
    const last = pick(random, LAST);
    const account_id = accountIdOf(random, first, last);
    if (account_id.length < 3 || seen.has(account_id.toLowerCase())) continue;
    seen.add(account_id.toLowerCase());
    const age = random() < 0.05 ? between(random, HOUR, DAY) : between(random, DAY, 180 * DAY);
    crowd.push({
      account_id,
      full_name: `${capital(first)} ${capital(last)}`,
      created_at: new Date(now.getTime() - age),
    });
  }
  return crowd;
}

/** Someone of the crowd as the plan sees them: since when they exist and what cash they hold now. */
export type Actor = { created_at: Date; balance_minor: number };
export type Game = { provider_code: string; game_code: string };

export type Planned =
  | { kind: 'deposit'; actor: number; at: Date; amount_minor: number }
  | { kind: 'withdrawal'; actor: number; at: Date; amount_minor: number }
  | { kind: 'round'; actor: number; at: Date; game: Game; bet_minor: number; win_minor: number }
  | { kind: 'seen'; actor: number; at: Date };

/** Amounts in minor units of the site's currency. */
export type CrowdMoney = {
  /** `usd` dollars' worth, as a round figure. */
  worth: (usd: number) => number;
  /** The smallest deposit or withdrawal the cashier takes. */
  min: number;
  /** The largest withdrawal it pays. */
  max: number;
};

export type ActivityPlan = {
  actors: readonly Actor[];
  games: readonly Game[];
  money: CrowdMoney;
  from: Date;
  to: Date;
  /** Deposits, made by `depositors` players (at most): some of them deposit more than once. */
  deposits: number;
  depositors: number;
  /** Wins, each by another player on another game, over the last week of the span. */
  wins: number;
  /** Paid withdrawals, `lastHour` of them in the hour before `to`. */
  withdrawals: number;
  lastHour: number;
  /** Players seen in the day before `to`; with `allSeen`, the rest are seen some time earlier. */
  seen: number;
  allSeen?: boolean;
};

const DEPOSIT_USD = [10, 20, 20, 50, 50, 100, 100, 200, 500] as const;
const STAKE_USD = [0.5, 1, 1, 2, 2, 5] as const;

/** The largest of 1, 2 and 5 × a power of ten (in minor units) at most `value`: a withdrawal asked as people ask. */
export function floorFigure(value: number): number {
  if (value < 1) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  return [5, 2, 1].map((m) => m * power).find((figure) => figure <= value) ?? power;
}

/**
 * What the crowd does over [from, to], in time order: deposits first fund each player, a win is staked from the
 * cash the player has then, a withdrawal takes part of it. What the cash cannot pay is left out, so every event
 * could have happened; the caller writes them and the ledger proves the balances.
 */
export function planActivity(random: Random, plan: ActivityPlan): Planned[] {
  const { actors, money } = plan;
  const from = plan.from.getTime();
  const to = plan.to.getTime();
  const startOf = (actor: number) => Math.max(from, (actors[actor] as Actor).created_at.getTime());
  const drafts: Planned[] = [];
  const fundedAt = actors.map((actor, i) => (actor.balance_minor > 0 ? startOf(i) : Number.POSITIVE_INFINITY));

  const joined = actors.flatMap((actor, i) => (actor.created_at.getTime() < to - HOUR ? [i] : []));
  // Everyone once before anyone twice, and a second deposit only from who joined days ago: the latest deposits
  // then name many players, not one newcomer's three.
  const order = shuffled(random, joined).slice(0, Math.max(1, plan.depositors));
  for (let n = 0; n < plan.deposits && order.length > 0; n++) {
    const actor = order[n % order.length] as number;
    if (n >= order.length && startOf(actor) > to - 3 * DAY) continue;
    const at = between(random, startOf(actor), to - 10 * 60 * 1000);
    const amount_minor = Math.max(money.worth(pick(random, DEPOSIT_USD)), money.min);
    drafts.push({ kind: 'deposit', actor, at: new Date(at), amount_minor });
    fundedAt[actor] = Math.min(fundedAt[actor] as number, at);
  }

  // Each win another player's or another game's: the list of top wins names as many as it has lines.
  const weekFrom = Math.max(from, to - 7 * DAY);
  const funded = actors.flatMap((_, i) => ((fundedAt[i] as number) < to - HOUR ? [i] : []));
  const pairs = new Set<string>();
  const winners: { actor: number; at: number }[] = [];
  for (let tries = 0; winners.length < plan.wins && funded.length > 0 && tries < plan.wins * 20; tries++) {
    const actor = pick(random, funded);
    const game = pick(random, plan.games);
    const key = `${actor}:${game.provider_code}:${game.game_code}`;
    const earliest = Math.max(weekFrom, (fundedAt[actor] as number) + 5 * 60 * 1000);
    if (pairs.has(key) || earliest >= to - HOUR) continue;
    pairs.add(key);
    const at = between(random, earliest, to - HOUR);
    const bet_minor = money.worth(pick(random, STAKE_USD));
    // Most wins are tens of stakes, a few are thousands: the long tail a slot's pay table has.
    const multiple = 12 + 1_500 * random() ** 3;
    drafts.push({
      kind: 'round',
      actor,
      at: new Date(at),
      game,
      bet_minor,
      win_minor: Math.round(bet_minor * multiple),
    });
    winners.push({ actor, at });
  }

  // Winners cash out, each once: some later the same day or the next, `lastHour` of them within the last hour.
  const cashing = shuffled(random, winners).slice(0, plan.withdrawals);
  for (const [n, winner] of cashing.entries()) {
    const recent = n < plan.lastHour;
    const at = recent
      ? between(random, to - 55 * 60 * 1000, to - 2 * 60 * 1000)
      : Math.min(winner.at + between(random, 15 * 60 * 1000, 2 * DAY), to - 61 * 60 * 1000);
    if (at <= winner.at) continue;
    drafts.push({ kind: 'withdrawal', actor: winner.actor, at: new Date(at), amount_minor: 0 });
  }

  const visitors = new Set<number>();
  for (let tries = 0; visitors.size < Math.min(plan.seen, joined.length) && tries < plan.seen * 20; tries++) {
    visitors.add(pick(random, joined));
  }
  for (const actor of visitors) {
    const at = between(random, Math.max(startOf(actor), to - 23 * HOUR), to - 60 * 1000);
    drafts.push({ kind: 'seen', actor, at: new Date(at) });
  }
  if (plan.allSeen) {
    actors.forEach((_, actor) => {
      if (visitors.has(actor)) return;
      // Who signed up within the day was seen then; everyone else some day before.
      const start = startOf(actor);
      const at = start >= to - 25 * HOUR ? start : between(random, start, to - 25 * HOUR);
      drafts.push({ kind: 'seen', actor, at: new Date(at) });
    });
  }

  return settle(random, drafts, actors, money);
}

/** Plays the drafts in time order against each player's cash, keeping what the cash could pay. */
function settle(random: Random, drafts: Planned[], actors: readonly Actor[], money: CrowdMoney): Planned[] {
  const cash = actors.map((actor) => actor.balance_minor);
  const kept: Planned[] = [];
  for (const event of drafts.sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const held = cash[event.actor] as number;
    if (event.kind === 'deposit') {
      cash[event.actor] = held + event.amount_minor;
    } else if (event.kind === 'round') {
      if (held < event.bet_minor) continue;
      cash[event.actor] = held - event.bet_minor + event.win_minor;
    } else if (event.kind === 'withdrawal') {
      const amount_minor = Math.min(floorFigure(held * between(random, 0.4, 0.9)), money.max);
      if (amount_minor < money.min) continue;
      cash[event.actor] = held - amount_minor;
      kept.push({ ...event, amount_minor });
      continue;
    }
    kept.push(event);
  }
  return kept;
}
