import { createHash, randomBytes } from 'node:crypto';
import { DEMO_PROVIDER } from '@felt/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  CROWD_MAIL_DOMAIN,
  crowdOf,
  inChunks,
  lastCrowdRound,
  nextIds,
  takenOf,
  winningGames,
} from '../db/queries/demo-crowd';
import {
  gameRounds,
  gameSessions,
  ledgerEntries,
  ledgerPostings,
  moneyRequests,
  playerSessions,
  players,
  playerWallets,
  tenants,
} from '../db/schema';
import type { LedgerAccount } from '../db/tables/ledger';
import type { Logger } from '../logger';
import { isLocalDomain } from '../services/demo-guard';
import { dollarsWorth, roundDollarsWorth, toMinor } from '../services/money';
import { defaultDepositMin } from '../services/payments/default-methods';
import { hashPassword } from '../services/players/passwords';
import {
  type Actor,
  type CrowdMoney,
  type CrowdPlayer,
  type Game,
  type Planned,
  planActivity,
  planCrowd,
  type Random,
  seededRandom,
} from './demo-crowd';

// Demo mode only: a demo site is given a crowd of a few hundred players and what they did, so its home page shows
// a site in use (counts, top wins, payouts) and not "1 player, 0 paid out". Everything goes through the tables the
// real flows write: approved requests with their postings, settled rounds with their bet and win postings, wallet
// balances the ledger check proves, and sessions. A later start adds what the crowd did since, at most a week's
// worth, so the week's figures stay alive. Only localhost sites: a real site never gets invented figures.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A start sooner than this after the crowd last played adds nothing (restarts in a row stay cheap). */
const QUIET_BEFORE_TOP_UP = 12 * HOUR;
/** Crowd players never get VIP level-up gifts: nobody would read them. */
const NO_GIFTS = 1_000;

type Site = { id: number; domain_name: string; currency: string };

/** Rows of integers as a VALUES list: a whole batch of updates in one statement. */
const rowOf = (row: number[]) =>
  sql.join(
    row.map((n) => sql`${n}::bigint`),
    sql`, `,
  );
const valuesOf = (rows: number[][]) =>
  sql.join(
    rows.map((row) => sql`(${rowOf(row)})`),
    sql`, `,
  );

/** What the crowd's money looks like in a currency: the cashier's limits, offers in round figures. */
export function crowdMoney(currency: string): CrowdMoney {
  const minor = (major: number) => toMinor(major, currency);
  return {
    worth: (usd) => minor(roundDollarsWorth(usd, currency)),
    min: minor(defaultDepositMin(currency)),
    max: minor(dollarsWorth(20_000, currency)),
  };
}

/**
 * Adds the crowd to every demo site without one, and what the crowd did since its last round to the others.
 * Answers how many sites got something.
 */
export async function ensureDemoActivity(db: Db, now: Date, log?: Logger): Promise<number> {
  const games = await winningGames(db, 40);
  if (games.length === 0) return 0;
  const sites = await db
    .select({ id: tenants.id, domain_name: tenants.domain_name, currency: tenants.currency })
    .from(tenants)
    .orderBy(tenants.id);
  // One hash of a password nobody knows: a crowd player can never log in.
  let passwordHash: Promise<string> | undefined;
  const hash = () => {
    passwordHash ??= hashPassword(randomBytes(24).toString('base64url'));
    return passwordHash;
  };
  let added = 0;
  for (const site of sites) {
    if (!isLocalDomain(site.domain_name)) continue;
    if (await db.transaction((tx) => activityFor(tx, site, games, now, hash))) added++;
  }
  if (added > 0) log?.info({ tenants: added }, 'added demo activity');
  return added;
}

async function activityFor(tx: Db, site: Site, games: Game[], now: Date, hash: () => Promise<string>) {
  const money = crowdMoney(site.currency);
  const crowd = await crowdOf(tx, site.id);
  if (crowd.length === 0) {
    const random = seededRandom(`${site.domain_name}:crowd`);
    const size = 220 + Math.floor(random() * 180);
    const taken = await takenOf(tx, site.id);
    const people = planCrowd(random, size, now, taken.keys);
    const actors = people.map((person) => ({ created_at: person.created_at, balance_minor: 0 }));
    const events = planActivity(random, {
      actors,
      games,
      money,
      from: new Date(now.getTime() - 180 * DAY),
      to: now,
      deposits: Math.round(size * 0.8),
      depositors: Math.round(size * 0.6),
      wins: 24,
      withdrawals: 16,
      lastHour: 3,
      seen: Math.round(size * 0.28),
      allSeen: true,
    });
    const ids = await insertCrowd(tx, site, people, events, { hash: await hash(), codes: taken.codes, random });
    await writeEvents(tx, site, ids, actors, events);
    return true;
  }
  const last = (await lastCrowdRound(tx, site.id))?.getTime() ?? Math.max(...crowd.map((p) => p.created_at.getTime()));
  if (now.getTime() - last < QUIET_BEFORE_TOP_UP) return false;
  const from = new Date(Math.max(last, now.getTime() - 7 * DAY));
  const days = (now.getTime() - from.getTime()) / DAY;
  const random = seededRandom(`${site.domain_name}:${from.toISOString()}`);
  const actors: Actor[] = crowd.map((p) => ({ created_at: p.created_at, balance_minor: p.balance_minor }));
  const events = planActivity(random, {
    actors,
    games,
    money,
    from,
    to: now,
    deposits: Math.round(days * 10),
    depositors: Math.round(days * 10),
    wins: Math.min(24, Math.max(4, Math.round(days * 4))),
    withdrawals: Math.round(days * 3) + 2,
    lastHour: 2,
    seen: Math.round(crowd.length * 0.28),
  });
  const ids = crowd.map((p) => p.id);
  await writeEvents(tx, site, ids, actors, events);
  // Their totals, as deposits and bets raise a player's.
  const raised = [...totalsOf(events)].map(([actor, sums]) => [ids[actor] as number, sums.deposit, sums.turnover]);
  await inChunks(raised, (chunk) =>
    tx.execute(sql`update players p
      set total_deposit_minor = p.total_deposit_minor + v.deposit,
          total_turnover_minor = p.total_turnover_minor + v.turnover,
          weighted_turnover_minor = p.weighted_turnover_minor + v.turnover
      from (values ${valuesOf(chunk)}) as v(id, deposit, turnover) where p.id = v.id`),
  );
  return true;
}

/** Each actor's deposits and stake in the events. */
function totalsOf(events: Planned[]): Map<number, { deposit: number; turnover: number }> {
  const totals = new Map<number, { deposit: number; turnover: number }>();
  for (const event of events) {
    const sums = totals.get(event.actor) ?? { deposit: 0, turnover: 0 };
    if (event.kind === 'deposit') sums.deposit += event.amount_minor;
    else if (event.kind === 'round') sums.turnover += event.bet_minor;
    else continue;
    totals.set(event.actor, sums);
  }
  return totals;
}

const hex = (random: Random, length: number) =>
  Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('');

/** The crowd's player rows, their totals already those of the events; answers their ids in the people's order. */
async function insertCrowd(
  tx: Db,
  site: Site,
  people: CrowdPlayer[],
  events: Planned[],
  given: { hash: string; codes: Set<string>; random: Random },
): Promise<number[]> {
  const totals = totalsOf(events);
  const codes = new Set(given.codes);
  const codeOf = () => {
    let code = hex(given.random, 8).toUpperCase();
    while (codes.has(code)) code = hex(given.random, 8).toUpperCase();
    codes.add(code);
    return code;
  };
  const rows = people.map((person, actor) => {
    const key = person.account_id.toLowerCase();
    const sums = totals.get(actor) ?? { deposit: 0, turnover: 0 };
    return {
      tenant_id: site.id,
      account_id: person.account_id,
      account_key: key,
      password_hash: given.hash,
      full_name: person.full_name,
      contact_email: `${key}@${CROWD_MAIL_DOMAIN}`,
      contact_phone: '',
      status: 'ACTIVE' as const,
      created_at: person.created_at,
      password_changed_at: person.created_at,
      total_deposit_minor: sums.deposit,
      total_turnover_minor: sums.turnover,
      weighted_turnover_minor: sums.turnover,
      referral_code: codeOf(),
      vip_gift_level: NO_GIFTS,
    };
  });
  const byKey = new Map<string, number>();
  await inChunks(rows, async (chunk) => {
    const made = await tx.insert(players).values(chunk).returning({ id: players.id, key: players.account_key });
    for (const row of made) byKey.set(row.key, row.id);
  });
  const ids = rows.map((row) => byKey.get(row.account_key) as number);
  await inChunks(ids, (chunk) => tx.insert(playerWallets).values(chunk.map((player_id) => ({ player_id }))));
  return ids;
}

type Line = { account: LedgerAccount; actor?: number; amount_minor: number };

/**
 * Writes the events through the ledger's tables: each money movement a balanced posting whose player lines carry
 * the balance after them, and the wallets moved by what their lines add up to.
 */
async function writeEvents(tx: Db, site: Site, ids: number[], actors: readonly Actor[], events: Planned[]) {
  const requests = events.filter((e) => e.kind === 'deposit' || e.kind === 'withdrawal').length;
  const rounds = events.filter((e) => e.kind === 'round').length;
  const postingIds = await nextIds(tx, 'ledger_postings', requests * 2 + rounds * 2);
  const requestIds = await nextIds(tx, 'money_requests', requests);
  const sessionIds = await nextIds(tx, 'game_sessions', rounds);
  const cash = actors.map((actor) => actor.balance_minor);
  const postings: (typeof ledgerPostings.$inferInsert)[] = [];
  const entries: (typeof ledgerEntries.$inferInsert)[] = [];
  const requestRows: (typeof moneyRequests.$inferInsert)[] = [];
  const sessionRows: (typeof gameSessions.$inferInsert)[] = [];
  const roundRows: (typeof gameRounds.$inferInsert)[] = [];
  const visits: (typeof playerSessions.$inferInsert)[] = [];

  const post = (kind: string, key: string, at: Date, memo: Record<string, string>, lines: Line[]) => {
    const id = postingIds[postings.length] as number;
    postings.push({ id, tenant_id: site.id, kind, idempotency_key: key, memo, created_at: at });
    for (const line of lines) {
      const player = line.actor === undefined ? null : (ids[line.actor] as number);
      let after: number | null = null;
      if (line.actor !== undefined) {
        after = (cash[line.actor] as number) + line.amount_minor;
        cash[line.actor] = after;
      }
      entries.push({
        posting_id: id,
        tenant_id: site.id,
        account: line.account,
        player_id: player,
        amount_minor: line.amount_minor,
        balance_after: after,
      });
    }
    return id;
  };
  const later = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60 * 1000);

  let request = 0;
  let round = 0;
  for (const event of events) {
    const player_id = ids[event.actor] as number;
    if (event.kind === 'deposit' || event.kind === 'withdrawal') {
      const id = requestIds[request++] as number;
      const amount = event.amount_minor;
      // Approved a few minutes after it was asked, as an operator (or demo mode) does.
      const decided = later(event.at, 3 + (id % 17));
      const memo = { request_id: String(id) };
      const base = {
        id,
        tenant_id: site.id,
        player_id,
        type: event.kind,
        method_code: 'bank_transfer',
        amount_minor: amount,
        status: 'approved' as const,
        created_at: event.at,
        decided_at: decided,
      };
      if (event.kind === 'deposit') {
        const decision = post('deposit', `deposit:${id}`, decided, memo, [
          { account: 'house_deposits', amount_minor: -amount },
          { account: 'player_cash', actor: event.actor, amount_minor: amount },
        ]);
        requestRows.push({ ...base, decision_posting_id: decision });
      } else {
        const hold = post('withdrawal_hold', `withdrawal:${id}:hold`, event.at, memo, [
          { account: 'player_cash', actor: event.actor, amount_minor: -amount },
          { account: 'withdrawals_held', amount_minor: amount },
        ]);
        const payout = post('withdrawal_payout', `withdrawal:${id}:payout`, decided, memo, [
          { account: 'withdrawals_held', amount_minor: -amount },
          { account: 'house_payouts', amount_minor: amount },
        ]);
        requestRows.push({ ...base, hold_posting_id: hold, decision_posting_id: payout });
      }
    } else if (event.kind === 'round') {
      const session_id = sessionIds[round++] as number;
      const roundId = `crowd-${site.id}-${session_id}`;
      const { provider_code, game_code } = event.game;
      const opened = later(event.at, -2);
      sessionRows.push({
        id: session_id,
        tenant_id: site.id,
        player_id,
        provider_code,
        game_code,
        wallet_provider: DEMO_PROVIDER,
        token_hash: createHash('sha256').update(randomBytes(32)).digest('hex'),
        currency: site.currency,
        created_at: opened,
        expires_at: later(opened, 60),
      });
      const memo = { provider: DEMO_PROVIDER, round_id: roundId, game_code };
      post('bet', `wallet:${DEMO_PROVIDER}:${roundId}-bet`, event.at, memo, [
        { account: 'player_cash', actor: event.actor, amount_minor: -event.bet_minor },
        { account: 'house_games', amount_minor: event.bet_minor },
      ]);
      const settled = later(event.at, 0.5);
      post('win', `wallet:${DEMO_PROVIDER}:${roundId}-win`, settled, memo, [
        { account: 'house_games', amount_minor: -event.win_minor },
        { account: 'player_cash', actor: event.actor, amount_minor: event.win_minor },
      ]);
      roundRows.push({
        tenant_id: site.id,
        player_id,
        session_id,
        wallet_provider: DEMO_PROVIDER,
        round_id: roundId,
        provider_code,
        game_code,
        bet_minor: event.bet_minor,
        win_minor: event.win_minor,
        status: 'settled',
        created_at: event.at,
        settled_at: settled,
      });
    } else {
      // A visit that ended: the session is closed, and its token was never handed to anyone.
      const token = randomBytes(16).toString('hex');
      visits.push({
        public_id: `crowd-${token.slice(0, 16)}`,
        player_id,
        token_hash: createHash('sha256').update(token).digest('hex'),
        created_at: later(event.at, -20),
        last_seen_at: event.at,
        expires_at: event.at,
        revoked_at: event.at,
      });
    }
  }

  await inChunks(postings, (chunk) => tx.insert(ledgerPostings).values(chunk));
  await inChunks(entries, (chunk) => tx.insert(ledgerEntries).values(chunk));
  await inChunks(requestRows, (chunk) => tx.insert(moneyRequests).values(chunk));
  await inChunks(sessionRows, (chunk) => tx.insert(gameSessions).values(chunk));
  await inChunks(roundRows, (chunk) => tx.insert(gameRounds).values(chunk));
  await inChunks(visits, (chunk) => tx.insert(playerSessions).values(chunk));
  // Each wallet moves by what its lines added up to, so it stays the sum of its entries.
  const moves = cash.flatMap((balance, actor) => {
    const moved = balance - (actors[actor] as Actor).balance_minor;
    return moved === 0 ? [] : [[ids[actor] as number, moved]];
  });
  await inChunks(moves, (chunk) =>
    tx.execute(sql`update player_wallets w set balance_minor = w.balance_minor + v.moved
      from (values ${valuesOf(chunk)}) as v(id, moved) where w.player_id = v.id`),
  );
}
