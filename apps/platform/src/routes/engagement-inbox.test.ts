import { BonusWallet, claimInbox, getInbox, type InboxItem, vipLevels } from '@felt/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProblems } from '../db/queries/ledger';
import { inboxMessages, players } from '../db/schema';
import { defaultsIn } from '../services/engagement/defaults';
import { sendDueLevelGifts } from '../services/engagement/vip-gifts';
import { toMinor } from '../services/money';
import { BACKENDS } from '../test/backends';
import { type Harness, harness } from '../test/fixture';
import { balance, operator, playerOf } from '../test/payments';
import { answer, CASINO3, call, registerPlayer, type Session, SLOT2 } from '../test/players';

// The inbox and the VIP level-up gifts through app.request(), on PGlite and on PostgreSQL (casino3 is CNY).

const inboxOf = async (h: Harness, s: Session): Promise<InboxItem[]> =>
  getInbox.response.parse(await call(h, '/api/settings/get_inbox', s)).list;
const claim = (h: Harness, s: Session, inbox_id: number) => call(h, '/api/settings/claim_inbox', s, { inbox_id });
const send = (h: Harness, body: object) =>
  operator(h, '/api/operator/inbox', { domain_name: CASINO3.domain_name, title: 'Hello', body: 'A gift', ...body });
const tokens = async (h: Harness, s: Session) => (await call(h, '/api/auth/get_balance', s)).game_token as number;
/** The player's bonuses, newest first, as /api/promotion/bonus lists them. */
const bonusesOf = async (h: Harness, s: Session) =>
  BonusWallet.parse((await call(h, '/api/promotion/bonus', s)).value).bonuses.map(
    ({ source, state, amount, wagering_required, wagering_done }) => ({
      source,
      state,
      amount,
      wagering_required,
      wagering_done,
    }),
  );

describe.each(BACKENDS)('inbox on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(backend, ['casino3.localhost', 'slot2.localhost']);
  });
  afterAll(() => h?.database.close());

  it('greets a new player with the welcome tokens to claim, once', async () => {
    const s = await registerPlayer(h);
    const [welcome, ...others] = await inboxOf(h, s);
    expect(others).toEqual([]);
    expect(welcome).toMatchObject({
      template: 'welcome',
      params: { gift: 'tokens' },
      title: null,
      reward_kind: 'tokens',
      reward_amount: 5,
      is_read: false,
      claimable: true,
      claimed: false,
    });
    const paid = claimInbox.response.parse(await claim(h, s, welcome!.inbox_id));
    expect(paid).toMatchObject({ game_token: 5, game_balance: 0 });
    expect(await claim(h, s, welcome!.inbox_id)).toMatchObject({ status: 400, message: 'alreadyClaimed' });
    expect(await tokens(h, s)).toBe(5);
    expect((await inboxOf(h, s))[0]).toMatchObject({ is_read: true, claimable: false, claimed: true });
  });

  it('pays an operator cash reward once, as one bonus kept apart from the cash', async () => {
    const s = await registerPlayer(h);
    const sent = await send(h, { account_id: s.account_id, reward_kind: 'cash', reward_amount: 12.5 });
    expect(sent).toMatchObject({ statusCode: 1, inbox_id: expect.any(Number) });
    const [item] = await inboxOf(h, s);
    expect(item).toMatchObject({ inbox_id: sent.inbox_id, title: 'Hello', body: 'A gift', template: null });
    expect(item).toMatchObject({ params: null, reward_kind: 'cash', reward_amount: 12.5, claimable: true });
    expect(await claim(h, s, sent.inbox_id as number)).toMatchObject({ statusCode: 1, game_balance: 0 });
    expect(await claim(h, s, sent.inbox_id as number)).toMatchObject({ message: 'alreadyClaimed' });
    // Reward cash is bonus money, wagered 35 times before it turns into cash (docs/decisions/0048-bonus-wallet.md),
    // so the cash statement has no line for it.
    expect(await call(h, '/api/auth/get_balance', s)).toMatchObject({ game_balance: 0, bonus_balance: 12.5 });
    expect(await bonusesOf(h, s)).toEqual([
      { source: 'inbox', state: 'active', amount: 12.5, wagering_required: 437.5, wagering_done: 0 },
    ]);
    expect((await call(h, '/api/payment/statement', s)).value).toEqual([]);
  });

  it('pays once when the same item is claimed many times at once', async () => {
    const s = await registerPlayer(h);
    const sent = await send(h, { account_id: s.account_id, reward_kind: 'cash', reward_amount: 3 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(h, s, sent.inbox_id as number)));
    expect(answers.filter((a) => a.statusCode === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.message === 'alreadyClaimed')).toHaveLength(5);
    expect(await call(h, '/api/auth/get_balance', s)).toMatchObject({ game_balance: 0, bonus_balance: 3 });
    expect((await bonusesOf(h, s)).map((b) => b.amount)).toEqual([3]);
  });

  it('shows a broadcast to every player of the site, each claiming once, and to no other site', async () => {
    const [a, b, other] = [await registerPlayer(h), await registerPlayer(h), await registerPlayer(h, SLOT2)];
    const sent = await send(h, { reward_kind: 'tokens', reward_amount: 2 });
    for (const s of [a, b]) {
      expect((await inboxOf(h, s)).map((i) => i.inbox_id)).toContain(sent.inbox_id);
      expect(await claim(h, s, sent.inbox_id as number)).toMatchObject({ statusCode: 1, game_token: 2 });
    }
    expect((await inboxOf(h, other)).map((i) => i.inbox_id)).not.toContain(sent.inbox_id);
    expect(await claim(h, other, sent.inbox_id as number)).toMatchObject({ status: 404, message: 'inboxNotFound' });
  });

  it('keeps a broadcast from accounts made after it was sent, and pays those it was sent to once', async () => {
    const existing = await registerPlayer(h);
    const sent = await send(h, { reward_kind: 'cash', reward_amount: 10 });
    const id = sent.inbox_id as number;
    h.clock.advance(1000);
    const newcomer = await registerPlayer(h);
    // The newcomer's inbox holds their own welcome gift and none of the broadcasts sent before they signed up.
    const [welcome, ...others] = await inboxOf(h, newcomer);
    expect(welcome).toMatchObject({ template: 'welcome', claimable: true });
    expect(others).toEqual([]);
    const unknown = await claim(h, newcomer, 2_000_000_000);
    expect(unknown).toMatchObject({ status: 404, message: 'inboxNotFound' });
    expect(await claim(h, newcomer, id)).toEqual(unknown);
    expect(await call(h, '/api/settings/read_inbox', newcomer, { inbox_id: id })).toMatchObject({ status: 404 });
    expect(await balance(h, newcomer)).toBe(0);
    expect(await claim(h, newcomer, welcome!.inbox_id)).toMatchObject({ statusCode: 1, game_token: 5 });

    expect((await inboxOf(h, existing)).find((i) => i.inbox_id === id)).toMatchObject({ reward_amount: 10 });
    expect(await claim(h, existing, id)).toMatchObject({ statusCode: 1 });
    expect(await claim(h, existing, id)).toMatchObject({ status: 400, message: 'alreadyClaimed' });
    expect(await call(h, '/api/auth/get_balance', existing)).toMatchObject({ game_balance: 0, bonus_balance: 10 });
    expect((await bonusesOf(h, existing)).map((b) => [b.source, b.amount])).toEqual([['inbox', 10]]);
  });

  it("hides expired messages and another player's, and marks items read", async () => {
    const [s, stranger] = [await registerPlayer(h), await registerPlayer(h)];
    const past = new Date(h.clock.now.getTime() - 1000).toISOString();
    const future = new Date(h.clock.now.getTime() + 3_600_000).toISOString();
    const gone = await send(h, { account_id: s.account_id, expires_at: past, reward_kind: 'cash', reward_amount: 1 });
    const live = await send(h, { account_id: s.account_id, expires_at: future });
    const ids = (await inboxOf(h, s)).map((i) => i.inbox_id);
    expect(ids).toContain(live.inbox_id);
    expect(ids).not.toContain(gone.inbox_id);
    expect(await claim(h, s, gone.inbox_id as number)).toMatchObject({ message: 'inboxNotFound' });
    expect(await claim(h, s, live.inbox_id as number)).toMatchObject({ status: 400, message: 'nothingToClaim' });

    const read = (who: Session, id: unknown) => call(h, '/api/settings/read_inbox', who, { inbox_id: id });
    expect(await read(stranger, live.inbox_id)).toMatchObject({ status: 404, message: 'inboxNotFound' });
    expect((await read(s, live.inbox_id)).statusCode).toBe(1);
    expect((await read(s, live.inbox_id)).statusCode).toBe(1);
    const item = (await inboxOf(h, s)).find((i) => i.inbox_id === live.inbox_id);
    expect(item).toMatchObject({ is_read: true, claimable: false, claimed: false });
    expect((await inboxOf(h, stranger)).map((i) => i.inbox_id)).not.toContain(live.inbox_id);
  });

  it('lists newest first', async () => {
    const s = await registerPlayer(h);
    h.clock.advance(1000);
    const later = await send(h, { account_id: s.account_id });
    const list = await inboxOf(h, s);
    expect(list[0]?.inbox_id).toBe(later.inbox_id);
    expect(list[1]?.template).toBe('welcome');
  });

  it('guards the operator endpoint and checks what it is sent', async () => {
    const s = await registerPlayer(h);
    const body = { domain_name: CASINO3.domain_name, title: 'x', body: 'y' };
    expect(await operator(h, '/api/operator/inbox', body, 'wrong-key')).toMatchObject({ status: 403 });
    expect(await send(h, { reward_kind: 'cash' })).toMatchObject({ status: 400, message: 'validationFailed' });
    expect(await send(h, { reward_kind: 'tokens', reward_amount: 1.5 })).toMatchObject({ status: 400 });
    expect(await send(h, { reward_amount: 4 })).toMatchObject({ status: 400 });
    expect(await send(h, { title: '' })).toMatchObject({ status: 400 });
    expect(await send(h, { account_id: 'nobody_here' })).toMatchObject({ status: 404 });
    expect(await send(h, { domain_name: 'nowhere.localhost' })).toMatchObject({ message: 'siteNotConfigured' });
    expect((await send(h, { account_id: s.account_id.toUpperCase() })).statusCode).toBe(1);
  });

  it('sends each VIP level-up gift once from its job, even from concurrent runs, and answers the ladder', async () => {
    const s = await registerPlayer(h);
    const { id } = await playerOf(h, s);
    // Whatever other players (the demo ones) were due goes first, so the count below is this player's alone.
    await sendDueLevelGifts(h.database.db, h.clock.now);
    // Gold's deposits and stake exactly, in casino3's currency (CNY).
    const [, silver, gold] = defaultsIn('CNY').vip_levels;
    await h.database.db
      .update(players)
      .set({
        total_deposit_minor: toMinor(gold?.deposit ?? 0, 'CNY'),
        total_turnover_minor: toMinor(gold?.turnover ?? 0, 'CNY'),
      })
      .where(eq(players.id, id));
    // Reading the inbox and the VIP level sends nothing: reads have no side effects.
    await call(h, '/api/auth/vip', s);
    expect((await inboxOf(h, s)).filter((i) => i.template === 'vip_level_up')).toEqual([]);
    const runs = await Promise.all(Array.from({ length: 3 }, () => sendDueLevelGifts(h.database.db, h.clock.now)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await sendDueLevelGifts(h.database.db, h.clock.now)).toBe(0);
    const gifts = (await inboxOf(h, s)).filter((i) => i.template === 'vip_level_up');
    expect(gifts.map((g) => [g.params, g.reward_amount])).toEqual([
      [{ level: 'Gold', tokens: 20 }, 20],
      [{ level: 'Silver', tokens: 5 }, 5],
    ]);
    const rows = await h.database.db
      .select({ key: inboxMessages.source_key })
      .from(inboxMessages)
      .where(and(eq(inboxMessages.player_id, id), like(inboxMessages.source_key, 'vip:%')));
    expect(rows.map((r) => r.key).sort()).toEqual([`vip:${id}:1`, `vip:${id}:2`]);
    const [row] = await h.database.db.select().from(players).where(eq(players.id, id));
    expect(row?.vip_gift_level).toBe(2);
    for (const gift of gifts) expect((await claim(h, s, gift.inbox_id)).statusCode).toBe(1);
    expect(await tokens(h, s)).toBe(25);

    const ladder = vipLevels.response.parse(await answer(h.post('/api/settings/vip_levels', CASINO3))).levels;
    expect(ladder.map((l) => l.vip_name)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']);
    expect(ladder[1]).toEqual({
      vip_name: 'Silver',
      deposit: silver?.deposit,
      turnover: silver?.turnover,
      cashback_percent: 2,
      level_up_tokens: 5,
    });
  });

  it('leaves the ledger balanced and every wallet equal to its entries', async () => {
    expect(await ledgerProblems(h.database.db)).toEqual({ unbalanced: [], mismatched: [] });
  });
});
