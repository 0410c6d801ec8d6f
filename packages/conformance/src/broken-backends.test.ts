import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import type { Handler } from './test/fake-backend';
import { AT, HOT_GAME } from './test/fake-reads';
import { FAKE_ACCOUNT, GAME_TOKEN, goodRoutes, STARTUP_ANSWER, startupRoute, walletRoutes } from './test/fake-routes';
import { closeFake, failures, kitAgainst, notPassed, SIGNUP_NOT_ASKED, startFake } from './test/kit-against-fake';

// One fake back end per rule, each breaking only that rule: the matching row, and no other, must fail and name
// the field. The unbroken fake passing every row shows the fixtures themselves are sound. The kit runs with
// --signup, so the rows use the account it registers (broken-signup.test.ts breaks the signup rules).

afterEach(closeFake);

describe('a back end whose games are its own providers', () => {
  it('runs the wallet rules on a game session the operator gives, without an account', async () => {
    const report = await kitAgainst(
      { ...goodRoutes(), ...walletRoutes(undefined, 'ACME') },
      { signup: undefined, provider: 'ACME', walletToken: GAME_TOKEN },
    );
    const results = Object.fromEntries(report.rows.map((row) => [row.id, row.outcome.result]));
    expect(results).toMatchObject({
      'session.login': 'n/a',
      'wallet.launch': 'pass',
      'wallet.repeat-bet': 'pass',
      'wallet.rollback-tombstone': 'pass',
      'wallet.overdraw': 'pass',
    });
  });

  it("does not read another provider's launch URL as if it were DEMO's", async () => {
    const report = await kitAgainst(goodRoutes(), { provider: 'ACME' });
    expect(report.rows.find((row) => row.id === 'wallet.launch')?.outcome).toEqual({
      result: 'n/a',
      reason: 'launch URLs are read for DEMO only: give --wallet-token for ACME',
    });
  });
});

describe('broken back ends', () => {
  it('an unbroken fake passes every row', async () => {
    expect(await failures()).toEqual({});
  });

  it('with --account instead of --signup, the signup rows alone are n/a', async () => {
    expect(await notPassed(goodRoutes(), { account: FAKE_ACCOUNT })).toEqual(SIGNUP_NOT_ASKED);
  });

  it('success answered with statusCode 0 fails startup at statusCode', async () => {
    expect(await failures({ '/api/startup': startupRoute({ ...STARTUP_ANSWER, statusCode: 0 }) })).toEqual({
      startup: { result: 'fail', field: 'statusCode', expected: '1 (success)', got: '0 (message "OK")' },
    });
  });

  it('a startup body the schema refuses fails startup at that field', async () => {
    const site = { ...STARTUP_ANSWER.site, currency: 'DOLLAR' };
    expect(await failures({ '/api/startup': startupRoute({ ...STARTUP_ANSWER, site }) })).toEqual({
      startup: {
        result: 'fail',
        field: 'site.currency',
        expected: 'Too big: expected string to have exactly 3 characters',
        got: '"DOLLAR"',
      },
    });
  });

  it('an error message that is a sentence fails the bad-body row at message', async () => {
    // The good routes that keep the sessions this login opens.
    const good = goodRoutes();
    const login = good['/api/auth/login']!;
    const sentence = (body: Record<string, unknown>) =>
      body.account_id ? login(body) : { statusCode: -400, message: 'The account id is too short.' };
    expect(await failures({ ...good, '/api/auth/login': sentence })).toEqual({
      'envelope.bad-body': {
        result: 'fail',
        field: 'message',
        expected: 'a message key (letters only, SPEC 8)',
        got: '"The account id is too short."',
      },
    });
  });

  it('a startup that answers any domain fails the unknown-domain row at statusCode', async () => {
    expect(await failures({ '/api/startup': () => STARTUP_ANSWER })).toEqual({
      'envelope.unknown-domain': {
        result: 'fail',
        field: 'statusCode',
        expected: 'a refusal (0 or below)',
        got: '1',
      },
    });
  });

  it('a made-up token refused without a force-logout message fails at message', async () => {
    const good = goodRoutes();
    const balance = good['/api/auth/get_balance']!;
    const wrongKey = (body: Record<string, unknown>) =>
      String(body.auth).startsWith('made-up-') ? { statusCode: -401, message: 'invalidToken' } : balance(body);
    expect(await failures({ ...good, '/api/auth/get_balance': wrongKey })).toEqual({
      'session.made-up-token': {
        result: 'fail',
        field: 'message',
        expected: 'one of sessionExpired, Session Expired, BLOCK, CLOSE, permissionDenied',
        got: '"invalidToken"',
      },
    });
  });

  it('a logout that leaves its session working fails session.logout at the balance of that session', async () => {
    expect(await failures({ '/api/auth/logout': () => ({ statusCode: 1 }) })).toEqual({
      'session.logout': {
        result: 'fail',
        field: 'balance of the logged-out session: statusCode',
        expected: 'a refusal (0 or below)',
        got: '1',
      },
    });
  });

  it('a second login answering the first token fails session.logout before it logs anything out', async () => {
    const good = goodRoutes();
    const login = good['/api/auth/login']!;
    let first: object | undefined;
    const sameToken = async (body: Record<string, unknown>) => {
      const answer = await login(body);
      if ((answer as { statusCode?: unknown }).statusCode !== 1) return answer;
      first ??= answer;
      return first;
    };
    expect(await failures({ ...good, '/api/auth/login': sameToken })).toEqual({
      'session.logout': {
        result: 'fail',
        field: 'second login: token',
        expected: "a token of its own, not the first session's",
        got: 'the same token',
      },
    });
  });

  it('a fav_remove that removes nothing fails write.home.favourite at the fav_list after it', async () => {
    expect(await failures({ '/api/home/fav_remove': () => ({ statusCode: 1 }) })).toEqual({
      'write.home.favourite': {
        result: 'fail',
        field: 'fav_list after fav_remove: value',
        expected: 'no entry "DEMO/lucky-sevens"',
        got: '["DEMO/lucky-sevens"]',
      },
    });
  });

  it('a bank list without the bank add_bank saved fails write.payment.bank at that list', async () => {
    expect(await failures({ '/api/payment/banks': () => ({ statusCode: 1, value: [] }) })).toEqual({
      'write.payment.bank': {
        result: 'fail',
        field: 'banks after add_bank: value',
        expected: 'an entry "1"',
        got: '[]',
      },
    });
  });

  it('a profile_update that stores nothing fails write.settings.profile at the profile read back', async () => {
    expect(await failures({ '/api/settings/profile_update': () => ({ statusCode: 1, value: [] }) })).toEqual({
      'write.settings.profile': {
        result: 'fail',
        field: 'get_profile after the update: value.full_name',
        expected: '"Felt Conformance"',
        got: '"Fixture Player"',
      },
    });
  });

  it('a write row that could not undo its change is n/a, and writes nothing', async () => {
    const good = goodRoutes();
    const writes: string[] = [];
    const recorded =
      (path: string, answer?: object): Handler =>
      (body) => {
        writes.push(path);
        return answer ?? good[path]!(body);
      };
    const bank = { bank_id: '7', bank_name: 'Bank', account_name: 'Fixture', account_number: '*1234', created_at: AT };
    const bankLimit = {
      statusCode: -400,
      message: 'validationFailed',
      errors: [{ path: 'bank_id', message: 'bankLimit' }],
    };
    const profile = {
      account_id: 'fixture01',
      full_name: '',
      contact_email: 'a@example.com',
      contact_phone: '',
      created_at: AT,
    };
    expect(
      await notPassed(
        {
          ...good,
          ...Object.fromEntries(
            [
              '/api/home/fav_add',
              '/api/home/fav_remove',
              '/api/payment/remove_bank',
              '/api/settings/profile_update',
            ].map((path) => [path, recorded(path)]),
          ),
          '/api/home/fav_list': () => ({ statusCode: 1, value: [{ ...HOT_GAME, img_url: '' }] }),
          '/api/payment/banks': () => ({ statusCode: 1, value: [bank] }),
          '/api/payment/add_bank': recorded('/api/payment/add_bank', bankLimit),
          '/api/settings/get_profile': () => ({ statusCode: 1, value: profile }),
        },
        // A given account, whose empty name the kit must not replace.
        { account: FAKE_ACCOUNT },
      ),
    ).toEqual({
      ...SIGNUP_NOT_ASKED,
      'write.home.favourite': {
        result: 'n/a',
        reason: 'every hot game is a favourite already, and the kit removes none it did not add',
      },
      'write.payment.bank': {
        result: 'n/a',
        reason:
          "add_bank refused with validationFailed (bank_id: bankLimit) while payment/banks lists 1: most likely the back end's limit of bank accounts",
      },
      'write.settings.profile': {
        result: 'n/a',
        reason: 'the profile could not be set back exactly: profile_update refuses its full_name "" (required)',
      },
    });
    // Only the refused add_bank: nothing the account had is touched.
    expect(writes).toEqual(['/api/payment/add_bank']);
  });

  it('a wallet that takes a repeated bet twice fails repeat-bet at the repeat answer', async () => {
    expect(await failures(walletRoutes({ idempotent: false, tombstones: true, overdraws: false }))).toEqual({
      'wallet.repeat-bet': { result: 'fail', field: 'repeated bet: balance', expected: '99999', got: '99998' },
    });
  });

  it('a wallet without tombstones fails the rollback row at the late bet', async () => {
    expect(await failures(walletRoutes({ idempotent: true, tombstones: false, overdraws: false }))).toEqual({
      'wallet.rollback-tombstone': {
        result: 'fail',
        field: 'late bet: statusCode',
        expected: 'a refusal (0 or below)',
        got: '1',
      },
    });
  });

  it('a wallet that overdraws fails the overdraw row', async () => {
    expect(await failures(walletRoutes({ idempotent: true, tombstones: true, overdraws: true }))).toEqual({
      'wallet.overdraw': {
        result: 'fail',
        field: 'bet beyond the balance: statusCode',
        expected: 'a refusal (0 or below)',
        got: '1',
      },
    });
  });

  it('a games answer whose game lacks game_code fails read.product.games at that field', async () => {
    const game = {
      provider_code: 'DEMO',
      game_name: 'Lucky Sevens',
      game_type: 'slot',
      game_image: '',
      placeholder: null,
    };
    const games = () => ({ statusCode: 1, value: [game], total: 1, page: 1, per_page: 24 });
    expect(await failures({ '/api/product/games': games })).toEqual({
      'read.product.games': {
        result: 'fail',
        field: 'value.0.game_code',
        expected: 'Invalid input: expected string, received undefined',
        got: '(absent)',
      },
    });
  });

  it('a read call that refuses the session fails its row with the message key', async () => {
    expect(await failures({ '/api/limits/get': () => ({ statusCode: -401, message: 'sessionExpired' }) })).toEqual({
      'read.limits.get': {
        result: 'fail',
        field: 'statusCode',
        expected: '1 (success)',
        got: '-401 (message "sessionExpired")',
      },
    });
  });

  it('a missing extension call is n/a, a missing SPEC call fails', async () => {
    const lacking = new Set(['/api/product/providers', '/api/home/marquee']);
    const routes = Object.fromEntries(Object.entries(goodRoutes()).filter(([path]) => !lacking.has(path)));
    expect(await notPassed(routes)).toEqual({
      'read.product.providers': {
        result: 'n/a',
        reason: 'not offered (an extension answered HTTP 404 or notFound)',
      },
      'read.home.marquee': {
        result: 'fail',
        field: 'statusCode',
        expected: '1 (success)',
        got: '-404 (message "notFound")',
      },
    });
  });

  it('exits 1 from the command line when a row fails', async () => {
    const { url } = await startFake({ ...goodRoutes(), '/api/startup': () => STARTUP_ANSWER });
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli.ts', '--url', url], {
      cwd: join(import.meta.dirname, '..'),
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringMatching(/^envelope\.unknown-domain +fail +statusCode: expected a refusal/m),
    });
  });
});
