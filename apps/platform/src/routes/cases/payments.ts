import {
  addBank,
  bankList,
  deposit,
  PaymentMethod,
  removeBank,
  statement,
  transactionHistory,
  withdraw,
} from '@felt/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { paymentMethods, playerProtection } from '../../db/schema';
import { paymentArt } from '../../media/payment-art';
import { ensurePaymentMethods, redrawBadges } from '../../services/payments/methods';
import type { Harness } from '../../test/fixture';
import { fund } from '../../test/games';
import { BANK, balance, depositOf, playerOf, type Req, saveBank, withdrawalOf } from '../../test/payments';
import { answer, CASINO3, call, registerPlayer, SLOT2 } from '../../test/players';

// The cashier: methods, deposits, banks and withdrawals as a player makes them (casino3 is CNY, slot2 USD).

export function paymentCases(harness: () => Harness): void {
  let h: Harness;
  beforeAll(() => {
    h = harness();
  });

  it('lists each tenant its methods, in its currency, with images that load', async () => {
    const res = await answer(h.post('/api/payment/methods', CASINO3));
    const methods = PaymentMethod.array().parse(res.value);
    expect(methods.map((m) => m.method_code)).toEqual(['bank_transfer', 'alipay', 'wechat_pay']);
    expect(methods[0]).toMatchObject({ kind: 'bank', deposit: true, withdrawal: true, min_amount: 36 });
    expect(methods.filter((m) => m.withdrawal)).toHaveLength(1);
    const usd = PaymentMethod.array().parse((await answer(h.post('/api/payment/methods', SLOT2))).value);
    expect(usd.map((m) => m.method_name)).toEqual(['Bank transfer', 'PayPal', 'Skrill', 'Neteller']);
    expect(usd[1]).toMatchObject({ min_amount: 5, max_amount: 5000 });
    for (const m of [...methods, ...usd]) {
      const image = await h.app.request(m.img_url);
      expect(image.status, m.img_url).toBe(200);
      expect(image.headers.get('content-type')).toContain('image/svg+xml');
    }
    expect(
      await answer(h.post('/api/payment/methods', { ...CASINO3, domain_name: 'nowhere.localhost' })),
    ).toMatchObject({
      statusCode: -404,
      message: 'siteNotConfigured',
    });
  });

  it('answers the manual.png fallback for a method without an image, and seeds only once', async () => {
    expect(await ensurePaymentMethods(h.database.db)).toBe(0);
    await h.database.db
      .update(paymentMethods)
      .set({ image_key: null })
      .where(eq(paymentMethods.method_code, 'neteller'));
    const usd = (await answer(h.post('/api/payment/methods', SLOT2))).value as { img_url: string }[];
    expect(usd[3]?.img_url).toBe('/api/media/payment/manual.png');
    expect((await h.app.request('/api/media/payment/manual.png')).status).toBe(200);
  });

  it('draws again a badge an earlier version drew, and leaves an image set otherwise alone', async () => {
    const { db } = h.database;
    const [alipay] = await db.select().from(paymentMethods).where(eq(paymentMethods.method_code, 'alipay')).limit(1);
    const [wechat] = await db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.method_code, 'wechat_pay'))
      .limit(1);
    const elsewhere = 'payment/operator-wechat.png';
    await db
      .update(paymentMethods)
      .set({ image_key: 'payment/alipay.000000000000.svg' })
      .where(eq(paymentMethods.id, alipay!.id));
    await db.update(paymentMethods).set({ image_key: elsewhere }).where(eq(paymentMethods.id, wechat!.id));
    expect(await redrawBadges(db)).toBe(1);
    const [redrawn] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, alipay!.id));
    expect(redrawn!.image_key).toBe(paymentArt('alipay', 'Alipay').key);
    expect((await h.app.request(`/api/media/${redrawn!.image_key}`)).status).toBe(200);
    const [kept] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, wechat!.id));
    expect(kept!.image_key).toBe(elsewhere);
    expect(await redrawBadges(db)).toBe(0);
    await db.update(paymentMethods).set({ image_key: wechat!.image_key }).where(eq(paymentMethods.id, wechat!.id));
  });

  it('checks the method and its limits before it records a pending deposit that moves no money', async () => {
    const s = await registerPlayer(h);
    expect(await depositOf(h, s, 100, 'nope')).toMatchObject({ status: 400, message: 'methodNotFound' });
    expect(await depositOf(h, s, 35.99)).toMatchObject({ status: 400, message: 'amountBelowMinimum' });
    expect(await depositOf(h, s, 36_000.01, 'alipay')).toMatchObject({ message: 'amountAboveMaximum' });
    expect(await depositOf(h, s, 0.001)).toMatchObject({ message: 'amountBelowMinimum' });
    const made = await depositOf(h, s, 36_000, 'alipay');
    expect(made).toMatchObject({ statusCode: 1, value: { type: 'deposit', status: 'pending', amount: 36_000 } });
    expect(await balance(h, s)).toBe(0);
  });

  it('asks player protection first: a deposit limit and an exclusion refuse the deposit', async () => {
    const s = await registerPlayer(h);
    expect(
      (await call(h, '/api/limits/set_limit', s, { kind: 'deposit', period: 'day', amount: 100 })).statusCode,
    ).toBe(1);
    expect((await depositOf(h, s, 60)).statusCode).toBe(1);
    expect(await depositOf(h, s, 41)).toMatchObject({ status: 400, message: 'depositLimitReached' });
    const { id } = await playerOf(h, s);
    const until = new Date(h.clock.now.getTime() + 86_400_000);
    await h.database.db
      .insert(playerProtection)
      .values({ player_id: id, excluded_until: until, exclusion_kind: 'timeout' });
    expect(await depositOf(h, s, 36)).toMatchObject({ message: 'selfExcluded' });
  });

  it('saves banks with the number masked, refuses duplicates and a sixth, and removes them', async () => {
    const s = await registerPlayer(h);
    const id = await saveBank(h, s);
    const listed = await call(h, '/api/payment/banks', s);
    expect(listed.value).toEqual([
      expect.objectContaining({ bank_id: id, bank_name: BANK.bank_name, account_number: '********7890' }),
    ]);
    expect(await call(h, '/api/payment/add_bank', s, BANK)).toMatchObject({ status: 400, message: 'bankExists' });
    for (const n of ['11110001', '11110002', '11110003', '11110004']) await saveBank(h, s, n);
    expect(await call(h, '/api/payment/add_bank', s, { ...BANK, account_number: '99990000' })).toMatchObject({
      message: 'validationFailed',
      errors: [{ path: 'bank_id', message: 'bankLimit' }],
    });
    expect((await call(h, '/api/payment/remove_bank', s, { bank_id: id })).statusCode).toBe(1);
    expect(await call(h, '/api/payment/remove_bank', s, { bank_id: id })).toMatchObject({ message: 'bankNotFound' });
    expect((await call(h, '/api/payment/banks', s)).value).toHaveLength(4);
    // The removed number may be saved again.
    expect((await call(h, '/api/payment/add_bank', s, BANK)).statusCode).toBe(1);
  });

  it('refuses hostile bank details and bodies with the failing fields', async () => {
    const s = await registerPlayer(h);
    const bad = [
      { ...BANK, account_name: 'Robert; DROP TABLE' },
      { ...BANK, account_name: '<script>' },
      { ...BANK, account_number: '12ab5678' },
      { ...BANK, account_number: '123' },
      { ...BANK, bank_name: 'x'.repeat(65) },
      { bank_name: BANK.bank_name },
    ];
    for (const body of bad) {
      expect(await call(h, '/api/payment/add_bank', s, body)).toMatchObject({
        status: 400,
        message: 'validationFailed',
      });
    }
    for (const amount of [-1, 0, '10', null, 1e13, Number.NaN]) {
      expect((await call(h, '/api/payment/deposit', s, { method_code: 'alipay', amount })).message).toBe(
        'validationFailed',
      );
    }
    expect(await call(h, '/api/payment/deposit', s, { method_code: 'a'.repeat(33), amount: 40 })).toMatchObject({
      message: 'validationFailed',
    });
    expect(await answer(h.post('/api/payment/deposit', '{"amount":'))).toMatchObject({ message: 'invalidJson' });
    expect(
      await call(h, '/api/payment/deposit', { ...s, auth: 'forged' }, { method_code: 'alipay', amount: 40 }),
    ).toMatchObject({ message: 'sessionExpired' });
    expect(await withdrawalOf(h, s, '1 or 1=1', 40)).toMatchObject({ message: 'bankRequired' });
  });

  it('withdraws only to a saved bank of the player, within the limits, holding the amount at once', async () => {
    const s = await registerPlayer(h);
    const other = await registerPlayer(h);
    await fund(h, s, 50_000);
    expect(await withdrawalOf(h, s, '1', 100)).toMatchObject({ status: 400, message: 'bankRequired' });
    const bank = await saveBank(h, s);
    const theirs = await saveBank(h, other);
    expect(await withdrawalOf(h, s, theirs, 100)).toMatchObject({ message: 'bankNotFound' });
    expect(await withdrawalOf(h, s, '99999999', 100)).toMatchObject({ message: 'bankNotFound' });
    expect(await withdrawalOf(h, s, bank, 35)).toMatchObject({ message: 'amountBelowMinimum' });
    expect(await withdrawalOf(h, s, bank, 500.01)).toMatchObject({ message: 'insufficientFunds' });
    expect(await balance(h, s)).toBe(500);
    const made = await withdrawalOf(h, s, bank, 200);
    expect(made).toMatchObject({ statusCode: 1, value: { type: 'withdrawal', status: 'pending', amount: 200 } });
    expect((made.value as Req).bank).toBe('BDO Unibank ********7890');
    expect(await balance(h, s)).toBe(300);
    // A bank removed after the request keeps naming it; no new request may use it.
    await call(h, '/api/payment/remove_bank', s, { bank_id: bank });
    expect(await withdrawalOf(h, s, bank, 50)).toMatchObject({ message: 'bankRequired' });
    const listed = await call(h, '/api/payment/transactions', s, { type: 'withdrawal' });
    expect((listed.value as Req[])[0]?.bank).toBe('BDO Unibank ********7890');
  });

  it('answers every payment call as the contract response schemas say', async () => {
    const s = await registerPlayer(h);
    await fund(h, s, 10_000);
    const body = async (res: Promise<{ status: number }>) => {
      const { status: _, ...rest } = await res;
      return rest;
    };
    deposit.response.parse(await body(depositOf(h, s, 40)));
    const bank = addBank.response.parse(await body(call(h, '/api/payment/add_bank', s, BANK))).value.bank_id;
    withdraw.response.parse(await body(withdrawalOf(h, s, bank, 40)));
    bankList.response.parse(await body(call(h, '/api/payment/banks', s)));
    transactionHistory.response.parse(await body(call(h, '/api/payment/transactions', s)));
    statement.response.parse(await body(call(h, '/api/payment/statement', s)));
    removeBank.response.parse(await body(call(h, '/api/payment/remove_bank', s, { bank_id: bank })));
  });
}
