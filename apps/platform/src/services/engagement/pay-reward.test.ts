import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../db/queries/ledger';
import { InsufficientTokens, moveTokens } from '../../db/queries/tokens';
import { ledgerPostings, playerBonuses, players, playerWallets, tenants, tokenMovements } from '../../db/schema';
import { BACKENDS } from '../../test/backends';
import { type Harness, harness, NOW } from '../../test/fixture';
import { CASINO3, registerPlayer } from '../../test/players';
import { payReward } from './pay-reward';

// Rewards are paid once per key, whatever retries or races; tokens never go below zero; reward cash is bonus money
// with the tenant's wagering, a deposit bonus with its promotion's.

describe.each(BACKENDS)('rewards and tokens on $name', (backend) => {
  let h: Harness;
  let tenantId: number;
  beforeAll(async () => {
    h = await harness(backend, ['casino3.localhost']);
    const [tenant] = await h.database.db.select().from(tenants).where(eq(tenants.domain_name, CASINO3.domain_name));
    tenantId = tenant!.id;
  });
  afterAll(() => h?.database.close());

  const playerId = async () => {
    const session = await registerPlayer(h);
    const [row] = await h.database.db
      .select({ id: players.id })
      .from(players)
      .where(and(eq(players.tenant_id, tenantId), eq(players.account_key, session.account_id.toLowerCase())));
    return row!.id;
  };
  const tokensOf = async (id: number) => {
    const [row] = await h.database.db.select().from(playerWallets).where(eq(playerWallets.player_id, id));
    return { tokens: row!.token_balance, frozen: row!.frozen_token };
  };
  const move = (player_id: number, key: string, delta: number, frozen_delta = 0) =>
    h.database.db.transaction((tx) =>
      moveTokens(tx, {
        tenant_id: tenantId,
        player_id,
        kind: 'test',
        delta,
        frozen_delta,
        idempotency_key: key,
        created_at: NOW,
      }),
    );

  it('moves tokens once per key and refuses to go below zero', async () => {
    const id = await playerId();
    expect(await move(id, `t:${id}:1`, 5)).toEqual({ balance: 5, applied: true });
    expect(await move(id, `t:${id}:1`, 5)).toEqual({ balance: 5, applied: false });
    await expect(move(id, `t:${id}:2`, -6)).rejects.toBeInstanceOf(InsufficientTokens);
    expect(await move(id, `t:${id}:3`, -2, 2)).toEqual({ balance: 3, applied: true });
    expect(await tokensOf(id)).toEqual({ tokens: 3, frozen: 2 });
    await expect(move(id, `t:${id}:4`, 0, -3)).rejects.toBeInstanceOf(InsufficientTokens);
    const moves = await h.database.db.select().from(tokenMovements).where(eq(tokenMovements.player_id, id));
    expect(moves.map((m) => m.delta).reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('pays a reward once even when the same key races', async () => {
    const id = await playerId();
    const reward = { tenant_id: tenantId, player_id: id, amount: 2_500, source: 'inbox', now: NOW } as const;
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        h.database.db.transaction((tx) => payReward(tx, { ...reward, kind: 'cash', key: `race:${id}` })),
      ),
    );
    const applied = results.filter((r) => r.status === 'fulfilled' && r.value.applied);
    expect(applied).toHaveLength(1);
    // Bonus money, not cash.
    expect(await balanceOf(h.database.db, id)).toBe(0);
    const [wallet] = await h.database.db.select().from(playerWallets).where(eq(playerWallets.player_id, id));
    expect(wallet).toMatchObject({ bonus_minor: 2_500, bonus_wager_left_minor: 87_500, bonus_base_minor: 0 });
    const postings = await h.database.db
      .select()
      .from(ledgerPostings)
      .where(eq(ledgerPostings.idempotency_key, `race:${id}`));
    expect(postings).toMatchObject([{ kind: 'reward', memo: { source: 'inbox' } }]);
    // casino3 leaves the multiple at its default, 35.
    const owed = await h.database.db.select().from(playerBonuses).where(eq(playerBonuses.player_id, id));
    expect(owed).toMatchObject([
      {
        bonus_key: `race:${id}`,
        source: 'inbox',
        amount_minor: 2_500,
        wagering_required_minor: 87_500,
        state: 'active',
      },
    ]);
  });

  it('books promotion money as a bonus with its own multiple, and tokens as a token movement', async () => {
    const id = await playerId();
    const base = { tenant_id: tenantId, player_id: id, now: NOW } as const;
    await h.database.db.transaction((tx) =>
      payReward(tx, { ...base, kind: 'cash', amount: 1_000, source: 'promotion', key: `promo:${id}`, multiplier: 2 }),
    );
    const tokens = await h.database.db.transaction((tx) =>
      payReward(tx, { ...base, kind: 'tokens', amount: 7, source: 'mission', key: `mission:${id}` }),
    );
    expect(tokens).toEqual({ applied: true, balance: 7 });
    const [posting] = await h.database.db
      .select()
      .from(ledgerPostings)
      .where(eq(ledgerPostings.idempotency_key, `promo:${id}`));
    expect(posting?.kind).toBe('bonus');
    const [movement] = await h.database.db
      .select()
      .from(tokenMovements)
      .where(eq(tokenMovements.idempotency_key, `mission:${id}`));
    expect(movement).toMatchObject({ kind: 'mission_reward', delta: 7, balance_after: 7 });
    const bonuses = await h.database.db.select().from(playerBonuses).where(eq(playerBonuses.player_id, id));
    expect(bonuses).toMatchObject([{ source: 'promotion', amount_minor: 1_000, wagering_required_minor: 2_000 }]);
  });
});
