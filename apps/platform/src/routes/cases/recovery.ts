import { LOGIN_LIMITS } from '@felt/contract';
import { beforeAll, expect, it } from 'vitest';
import { fromAddress, type Harness } from '../../test/fixture';
import {
  answer,
  CASINO3,
  call,
  freshId,
  freshIp,
  latestCode,
  login,
  PASSWORD,
  postSolved,
  registerPlayer,
} from '../../test/players';

/** forgot_password, reset_password and update_password. */
export function recoveryCases(harness: () => Harness): void {
  let h: Harness;
  beforeAll(() => {
    h = harness();
  });

  const ack = { status: 200, statusCode: 1 };
  const forgot = (account_id: string, contact_phone: string) =>
    postSolved(h, '/api/auth/forgot_password', { ...CASINO3, account_id, contact_phone });
  const reset = (account_id: string, tac: string, new_password: string) =>
    answer(h.post('/api/auth/reset_password', { ...CASINO3, account_id, tac, new_password }));
  const outbox = async (account_id: string) =>
    (await answer(h.post('/api/dev/outbox', { domain_name: CASINO3.domain_name, account_id }))).value as unknown[];
  const tryLogin = (account_id: string, password: string) =>
    answer(h.post('/api/auth/login', { ...CASINO3, account_id, password }, fromAddress(freshIp())));

  it('answers forgot_password the same whether or not account and phone match', async () => {
    const player = await registerPlayer(h);
    const phone = player.phone!;
    const before = (await outbox(player.account_id)).length;
    expect(await forgot(freshId(), phone)).toEqual(ack);
    expect(await forgot(player.account_id, '+63 999 999 9999')).toEqual(ack);
    expect(await outbox(player.account_id)).toHaveLength(before);
    // Digits are compared, not the way they are written.
    const digits = phone.replace(/\D/g, '');
    const dashed = `+${digits.slice(0, 2)}-${digits.slice(2, 5)}-${digits.slice(5, 8)}-${digits.slice(8)}`;
    expect(await forgot(player.account_id.toUpperCase(), dashed)).toEqual(ack);
    expect(await outbox(player.account_id)).toHaveLength(before + 1);
    // Asked again within the minute: the same answer, and no second code.
    expect(await forgot(player.account_id, phone)).toEqual(ack);
    expect(await outbox(player.account_id)).toHaveLength(before + 1);
  });

  it('resets the password with the code and ends every session', async () => {
    const player = await registerPlayer(h);
    const other = await login(h, CASINO3, player.account_id, PASSWORD);
    await forgot(player.account_id, player.phone!);
    const tac = await latestCode(h, CASINO3, player.account_id, 'reset');
    const wrong = tac === '111111' ? '222222' : '111111';
    expect((await reset(player.account_id, wrong, 'brandnew99')).message).toBe('tacInvalid');
    expect((await reset(player.account_id, tac, 'weak')).message).toBe('validationFailed');
    expect(await reset(player.account_id, tac, 'brandnew99')).toEqual(ack);
    for (const session of [player, other]) {
      expect((await call(h, '/api/settings/check_status', session)).message).toBe('sessionExpired');
    }
    expect((await tryLogin(player.account_id, PASSWORD)).message).toBe('invalidCredentials');
    expect((await tryLogin(player.account_id, 'brandnew99')).statusCode).toBe(1);
    expect((await reset(player.account_id, tac, 'another99')).message).toBe('tacExpired');
    expect((await reset(freshId(), tac, 'another99')).message).toBe('tacExpired');
  });

  it('changes the password, keeping this session and ending the others', async () => {
    const player = await registerPlayer(h);
    const other = await login(h, CASINO3, player.account_id, PASSWORD);
    const update = (password: string, new_password: string) =>
      call(h, '/api/auth/update_password', player, { password, new_password }, fromAddress(freshIp()));
    expect(await update('not-mine-1', 'changed123')).toEqual({
      status: 400,
      statusCode: -400,
      message: 'wrongPassword',
    });
    expect(await update(PASSWORD, PASSWORD)).toEqual({ status: 400, statusCode: -400, message: 'samePassword' });
    expect((await update(PASSWORD, 'letters-only')).errors).toEqual([
      { path: 'new_password', message: 'passwordLetterDigit' },
    ]);
    expect(await update(PASSWORD, 'changed123')).toEqual(ack);
    expect((await call(h, '/api/settings/check_status', player)).statusCode).toBe(1);
    expect((await call(h, '/api/settings/check_status', other)).message).toBe('sessionExpired');
    expect((await tryLogin(player.account_id, 'changed123')).statusCode).toBe(1);
  });

  it('lets a session holder change the password while logins to the account are locked', async () => {
    const player = await registerPlayer(h);
    const other = await login(h, CASINO3, player.account_id, PASSWORD);
    // Someone guesses at the account from elsewhere until it locks.
    for (let i = 0; i < LOGIN_LIMITS.perAccount.failures; i++) await tryLogin(player.account_id, `guess${i}`);
    expect((await tryLogin(player.account_id, PASSWORD)).message).toBe('accountLocked');
    const update = { password: PASSWORD, new_password: 'changed123' };
    expect(await call(h, '/api/auth/update_password', player, update)).toEqual(ack);
    expect((await call(h, '/api/settings/check_status', player)).statusCode).toBe(1);
    expect((await call(h, '/api/settings/check_status', other)).message).toBe('sessionExpired');
  });

  it('counts wrong current passwords as failed logins', async () => {
    const player = await registerPlayer(h);
    const update = () =>
      call(h, '/api/auth/update_password', player, { password: 'wrong-pass1', new_password: 'changed123' });
    for (let i = 1; i < 5; i++) expect((await update()).message).toBe('wrongPassword');
    expect(await update()).toMatchObject({ status: 429, message: 'accountLocked', retry_after: 900 });
    expect((await tryLogin(player.account_id, PASSWORD)).message).toBe('accountLocked');
    // The session that guessed is stopped too, even with the right password: it cannot go on guessing.
    const right = { password: PASSWORD, new_password: 'changed123' };
    expect((await call(h, '/api/auth/update_password', player, right)).message).toBe('accountLocked');
  });
}
