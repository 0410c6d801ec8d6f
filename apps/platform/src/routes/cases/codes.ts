import { TAC_RULES } from '@felt/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { findPlayer } from '../../db/queries/players';
import { findTenantByDomain } from '../../db/queries/tenants';
import { outbox, playerCodes } from '../../db/schema';
import { purgeOutbox } from '../../services/players/outbox-purge';
import type { Harness } from '../../test/fixture';
import { answer, CASINO3, latestCode, postSolved, registerPlayer } from '../../test/players';

/** One-time codes under attack: parallel guesses, and where the plain code lives after delivery. */
export function codeSecurityCases(harness: () => Harness): void {
  let h: Harness;
  beforeAll(() => {
    h = harness();
  });

  const requestLogin = (account_id: string) => postSolved(h, '/api/auth/tac/request_login', { ...CASINO3, account_id });
  const loginTac = (account_id: string, tac: string) =>
    answer(h.post('/api/auth/login_tac', { ...CASINO3, account_id, tac }));
  const wrongFor = (tac: string, i: number) => String((Number(tac) + 1 + i) % 1_000_000).padStart(6, '0');
  const outboxRows = (tac: string) => h.database.db.select().from(outbox).where(eq(outbox.tac, tac));
  const playerIdOf = async (account_id: string) => {
    const tenant = await findTenantByDomain(h.database.db, CASINO3.domain_name);
    return (await findPlayer(h.database.db, tenant!.id, account_id))!.id;
  };

  /** The tables and text columns where a plain code equal to `tac` sits. */
  async function plainCopies(tac: string): Promise<string[]> {
    const columns = await h.database.db.execute(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'character varying', 'character')`,
    );
    const found: string[] = [];
    for (const { table_name, column_name } of (columns as unknown as { rows: Record<string, string>[] }).rows) {
      const hits = await h.database.db.execute(
        sql`select 1 from ${sql.identifier(table_name!)} where ${sql.identifier(column_name!)} = ${tac} limit 1`,
      );
      if ((hits as unknown as { rows: unknown[] }).rows.length > 0) found.push(`${table_name}.${column_name}`);
    }
    return found;
  }

  it('takes each attempt before comparing, so parallel guesses never exceed the maximum', async () => {
    const player = await registerPlayer(h);
    expect((await requestLogin(player.account_id)).statusCode).toBe(1);
    const tac = await latestCode(h, CASINO3, player.account_id, 'login');
    const guesses = TAC_RULES.maxAttempts + 4;
    const answers = await Promise.all(
      Array.from({ length: guesses }, (_, i) => loginTac(player.account_id, wrongFor(tac, i))),
    );
    const compared = answers.filter((a) => a.message === 'tacInvalid' || a.message === 'tacTooManyAttempts');
    expect(compared).toHaveLength(TAC_RULES.maxAttempts);
    expect(answers.filter((a) => a.message === 'tacExpired')).toHaveLength(guesses - TAC_RULES.maxAttempts);
    // The budget is spent: the right code, sent after, is not compared at all.
    expect((await loginTac(player.account_id, tac)).message).toBe('tacExpired');
    const codes = await h.database.db
      .select({ purpose: playerCodes.purpose, attempts: playerCodes.attempts, used_at: playerCodes.used_at })
      .from(playerCodes)
      .where(eq(playerCodes.player_id, await playerIdOf(player.account_id)));
    expect(codes.find((code) => code.purpose === 'login')).toEqual({
      purpose: 'login',
      attempts: TAC_RULES.maxAttempts,
      used_at: null,
    });
  });

  it('compares at most the maximum even when the right code races the wrong ones', async () => {
    const player = await registerPlayer(h);
    await requestLogin(player.account_id);
    const tac = await latestCode(h, CASINO3, player.account_id, 'login');
    const bodies = Array.from({ length: TAC_RULES.maxAttempts * 2 }, (_, i) => wrongFor(tac, i));
    bodies.splice(TAC_RULES.maxAttempts + 2, 0, tac);
    const answers = await Promise.all(bodies.map((guess) => loginTac(player.account_id, guess)));
    const compared = answers.filter((a) => a.statusCode === 1 || a.message !== 'tacExpired');
    expect(compared.length).toBeLessThanOrEqual(TAC_RULES.maxAttempts);
    expect(answers.filter((a) => a.statusCode === 1).length).toBeLessThanOrEqual(1);
  });

  it('purges outbox messages once their code is used, dead or delivered, leaving the code nowhere in plain', async () => {
    const player = await registerPlayer(h);
    // registerPlayer used its register code: that message goes at the first purge.
    await requestLogin(player.account_id);
    const tac = await latestCode(h, CASINO3, player.account_id, 'login');
    await purgeOutbox(h.database.db, h.clock.now);
    const left = await h.database.db
      .select({ purpose: outbox.purpose })
      .from(outbox)
      .where(eq(outbox.player_id, await playerIdOf(player.account_id)));
    expect(left).toEqual([{ purpose: 'login' }]);
    // The live code waits for its sender...
    expect(await outboxRows(tac)).toHaveLength(1);
    expect(await plainCopies(tac)).toEqual(['outbox.tac']);
    // ...and goes once it expires.
    h.clock.advance(TAC_RULES.lifetimeMs + 1);
    expect(await purgeOutbox(h.database.db, h.clock.now)).toBeGreaterThanOrEqual(1);
    expect(await outboxRows(tac)).toEqual([]);
    expect(await plainCopies(tac)).toEqual([]);
  });

  it('purges a delivered message while its code still works, from the hash alone', async () => {
    const player = await registerPlayer(h);
    await requestLogin(player.account_id);
    const tac = await latestCode(h, CASINO3, player.account_id, 'login');
    // What an operator's sender does once the message is out.
    await h.database.db.update(outbox).set({ sent_at: h.clock.now }).where(eq(outbox.tac, tac));
    await purgeOutbox(h.database.db, h.clock.now);
    expect(await plainCopies(tac)).toEqual([]);
    expect((await loginTac(player.account_id, tac)).statusCode).toBe(1);
  });
}
