import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../db/queries/ledger-check';
import { ledgerEntries, ledgerPostings, playerWallets, walletTransactions } from '../db/schema';
import { BACKENDS } from '../test/backends';
import { runCli } from '../test/cli';
import { type Harness, harness, OPERATOR_KEY } from '../test/fixture';
import { fund, launch, money, wallet } from '../test/games';
import { registerPlayer } from '../test/players';

// npm run ledger -- check, through a running platform's operator endpoint and straight on a database.

describe('npm run ledger', () => {
  let h: Harness;
  let playerId: number;
  beforeAll(async () => {
    h = await harness(BACKENDS[0]!, ['casino3.localhost']);
    const session = await registerPlayer(h);
    await fund(h, session, 5_000);
    const game = await launch(h, session);
    await wallet(h, 'bet', money(game, 1_000));
    const [row] = await h.database.db.select({ id: playerWallets.player_id }).from(playerWallets).limit(1);
    playerId = row!.id;
  });
  afterAll(() => h?.database.close());

  const operator = (key?: string) =>
    h.app.request('/api/operator/ledger/check', { headers: key ? { 'X-Operator-Key': key } : {} });

  it('explains its usage', async () => {
    const result = await runCli('ledger', ['prove']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('usage: npm run ledger -- check');
  });

  it('serves the check to the operator only', async () => {
    expect((await operator()).status).toBe(403);
    const res = await operator(OPERATOR_KEY);
    const body = (await res.json()) as { statusCode: number; value: { postings: number; problems: object } };
    expect(body.statusCode).toBe(1);
    expect(body.value.postings).toBeGreaterThanOrEqual(2);
    expect(Object.values(body.value.problems).flat()).toEqual([]);
  });

  it('passes a sound ledger and fails one whose wallet drifted, through the running platform', async () => {
    const server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    const env = { PLATFORM_URL: `http://127.0.0.1:${port}`, FELT_OPERATOR_KEY: OPERATOR_KEY };
    const drift = (delta: number) =>
      h.database.db
        .update(playerWallets)
        .set({ balance_minor: sql`${playerWallets.balance_minor} + ${delta}` })
        .where(eq(playerWallets.player_id, playerId));
    try {
      const sound = await runCli('ledger', ['check'], env);
      expect(sound.code).toBe(0);
      expect(sound.stdout).toMatch(/postings \d+\nentries +\d+\nplayers +\d+\nledger ok\n/);
      await drift(1);
      const broken = await runCli('ledger', ['check'], env);
      expect(broken.code).toBe(1);
      expect(broken.stdout).toContain(`PROBLEM wallets unlike their entries (player ids): ${playerId}`);
    } finally {
      await drift(-1);
      await new Promise((resolve) => server.close(resolve));
    }
  });

  // A new embedded database compiles PGlite and runs every migration in a fresh process: a minute on a busy machine.
  it('opens the database itself when no platform answers', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'felt-ledger-'));
    try {
      const env = { PLATFORM_URL: 'http://127.0.0.1:9', FELT_DATA_DIR: dir, DATABASE_URL: '' };
      const result = await runCli('ledger', ['check'], env);
      expect(result.stdout).toContain('postings 0');
      expect(result.code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds journal rows whose posting is missing, which no foreign key stops (decision 0039)', async () => {
    const db = h.database.db;
    const [entry] = await db.select().from(ledgerEntries).limit(1);
    const [txn] = await db.select().from(walletTransactions).limit(1);
    const [last] = await db.select({ id: sql<number>`max(${ledgerPostings.id})` }).from(ledgerPostings);
    const missing = Number(last!.id) + 1_000;
    const { id: _entry, ...entryRow } = entry!;
    const { id: _txn, ...txnRow } = txn!;
    const [orphan] = await db
      .insert(ledgerEntries)
      .values({ ...entryRow, posting_id: missing, amount_minor: 0 })
      .returning({ id: ledgerEntries.id });
    const [dangling] = await db
      .insert(walletTransactions)
      .values({ ...txnRow, idem_key: 'ledger-test-dangling', posting_id: missing })
      .returning({ id: walletTransactions.id });
    try {
      const report = await ledgerCheck(db);
      expect(report.problems.orphanEntries).toEqual([orphan!.id]);
      expect(report.problems.danglingTransactions).toEqual([dangling!.id]);
    } finally {
      await db.delete(ledgerEntries).where(eq(ledgerEntries.id, orphan!.id));
      await db.delete(walletTransactions).where(eq(walletTransactions.id, dangling!.id));
    }
  });
});
