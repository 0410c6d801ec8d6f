// One player's whole visit, as the site's pages and a game provider make it: sign up (proof of work, code by SMS
// read from the outbox table as the operator's sender would), log in, deposit (approved by the operator), launch
// the DEMO slot and play rounds through the signed seamless wallet, claim the deposit mission, save a bank and
// ask to withdraw. Every call goes through a balancer; an answer other than success ends the journey as failed.
import { randomBytes, randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../processes.mjs';
import { CallError, call, operatorCall, siteClient, walletPost } from './client.mjs';

const fromWeb = createRequire(path.join(ROOT, 'apps/web/package.json'));
const { solveChallenge } = fromWeb('altcha-lib');
const { deriveKey } = fromWeb('altcha-lib/algorithms/sha');

const ROUNDS = 5;

/** Fails the journey on any answer but success (SPEC 8: statusCode 1), naming the call and the answer's message. */
function ok(label, answer, accept = []) {
  if (answer.statusCode === 1 || accept.includes(answer.message)) return answer;
  throw new CallError(`${label} refused: ${answer.message ?? answer.statusCode}`, JSON.stringify(answer));
}

async function solved(site) {
  const asked = ok('challenge', await site.post('/api/auth/challenge'));
  const solution = await solveChallenge({ challenge: asked.challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: asked.challenge, solution })).toString('base64');
}

/** The newest sign-up code the platform wrote for the player, or null (the operator's SMS sender reads this table). */
async function newestCode(pool, domain, accountId) {
  const { rows } = await pool.query(
    `select o.tac from outbox o join players p on p.id = o.player_id join tenants t on t.id = o.tenant_id
     where t.domain_name = $1 and p.account_key = $2 and o.purpose = 'register' order by o.id desc limit 1`,
    [domain, accountId.toLowerCase()],
  );
  return rows[0]?.tac ?? null;
}

async function sentCode(pool, domain, accountId) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const tac = await newestCode(pool, domain, accountId);
    if (tac) return tac;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new CallError('no code in the outbox', accountId);
}

/** The launch token's session, read out of the signed launch URL as the provider's page reads it. */
function sessionOf(url) {
  const launch = new URL(url, 'http://site').searchParams.get('launch') ?? '';
  return JSON.parse(Buffer.from(launch.split('.')[0], 'base64url').toString('utf8'));
}

/**
 * Runs one journey; resolves when it completed, throws a CallError when it failed. `acked` receives every wallet
 * transaction id the platform acknowledged.
 */
export async function journey({ stats, webBase, platformBase, operatorKey, providerSecret, domain, pool, acked }) {
  const site = siteClient(stats, { base: webBase, domain });
  const account_id = `s${randomBytes(5).toString('hex')}`;
  const password = `Pw${randomBytes(4).toString('hex')}7`;

  // A repeated signup or code request carries a new challenge; a signup that had gone through is "accountExists".
  await call(
    stats,
    'signup',
    async () =>
      ok(
        'signup',
        await site.post('/api/auth/signup', {
          account_id,
          password,
          contact_phone: `63${randomInt(100_000_000, 999_999_999)}`,
          contact_email: `${account_id}@example.com`,
          altcha: await solved(site),
        }),
        ['accountExists'],
      ),
    { retry: 'same' },
  );
  await call(
    stats,
    'code request',
    async () =>
      ok(
        'code request',
        await site.post('/api/auth/tac/request_new_register', { account_id, altcha: await solved(site) }),
      ),
    // A code that was sent is not asked again (the platform would refuse it as too soon).
    { retry: async () => ((await newestCode(pool, domain, account_id)) ? { statusCode: 1 } : null) },
  );
  const tac = await sentCode(pool, domain, account_id);
  await call(stats, 'verify', async () => ok('verify', await site.post('/api/auth/tac/verify', { account_id, tac })), {
    retry: 'same',
  });
  await call(stats, 'login', async () => ok('login', await site.post('/api/auth/login', { account_id, password })), {
    retry: 'same',
  });

  // Amounts the site's bank transfer accepts in its currency: ten times its minimum in, its minimum out.
  const methods = ok(
    'methods',
    await call(stats, 'methods', () => site.post('/api/payment/methods'), { retry: 'same' }),
  );
  const bankTransfer = methods.value.find((m) => m.method_code === 'bank_transfer');
  if (!bankTransfer) throw new CallError('no bank transfer method', domain);
  const DEPOSIT = Math.min(bankTransfer.max_amount, Math.max(100, bankTransfer.min_amount * 10));
  const WITHDRAWAL = Math.max(1, bankTransfer.min_amount);

  const pending = async (type, amount) => {
    const list = await site.post('/api/payment/transactions', { type, page: 1, per_page: 10 });
    const found = list.value?.find((r) => r.amount === amount && r.status === 'pending');
    return found ? { statusCode: 1, value: found } : null;
  };
  const deposit = await call(
    stats,
    'deposit',
    async () =>
      ok('deposit', await site.post('/api/payment/deposit', { method_code: 'bank_transfer', amount: DEPOSIT })),
    { retry: () => pending('deposit', DEPOSIT) },
  );
  await call(
    stats,
    'approve',
    async () =>
      ok(
        'approve',
        await operatorCall(stats, platformBase, operatorKey, '/api/operator/payments/approve', {
          request_id: deposit.value.request_id,
        }),
      ),
    { retry: 'same' },
  );

  const launched = await call(
    stats,
    'launch',
    async () =>
      ok('launch', await site.post('/api/product/launch_game', { provider_code: 'DEMO', game_code: 'lucky-sevens' })),
    { retry: 'same' },
  );
  const { token, currency } = sessionOf(launched.url);
  // The rounds stake the whole deposit, as a withdrawal asks of every deposit (docs/decisions/0048-bonus-wallet.md);
  // each pays its stake back, so the balance never runs short whatever the order the calls land in.
  const exponent = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits;
  const stake = Math.ceil((DEPOSIT * 10 ** (exponent ?? 2)) / ROUNDS);
  for (let round = 0; round < ROUNDS; round++) {
    const id = `${account_id}-${round}`;
    const base = { token, round_id: `r${id}`, game_code: 'lucky-sevens', currency };
    for (const [verb, amount] of [
      ['bet', stake],
      ['win', stake],
    ]) {
      const transaction_id = `${verb[0]}${id}`;
      await call(
        stats,
        `wallet ${verb}`,
        async () =>
          ok(verb, await walletPost(stats, platformBase, providerSecret, verb, { ...base, amount, transaction_id })),
        { retry: 'same' },
      );
      acked.push(transaction_id);
    }
  }

  const missions = ok(
    'missions',
    await call(stats, 'missions', () => site.post('/api/mission/list'), { retry: 'same' }),
  );
  const done = missions.value.find((m) => m.kind === 'deposits' && m.complete && !m.claimed);
  if (done) {
    const claimed = async () => {
      const list = await site.post('/api/mission/list');
      return list.value?.find((m) => m.code === done.code)?.claimed ? { statusCode: 1 } : null;
    };
    await call(
      stats,
      'mission claim',
      async () => ok('mission claim', await site.post('/api/mission/claim', { code: done.code })),
      { retry: claimed },
    );
  } else {
    throw new CallError('no completed deposit mission to claim', JSON.stringify(missions.value));
  }

  const saved = async () => {
    const list = await site.post('/api/payment/banks');
    return list.value?.[0] ? { statusCode: 1, value: list.value[0] } : null;
  };
  const bank = await call(
    stats,
    'add bank',
    async () =>
      ok(
        'add bank',
        await site.post('/api/payment/add_bank', {
          bank_name: 'Maybank',
          account_name: 'Scale Tester',
          account_number: '1234567890',
        }),
      ),
    { retry: saved },
  );
  await call(
    stats,
    'withdraw',
    async () =>
      ok('withdraw', await site.post('/api/payment/withdraw', { bank_id: bank.value.bank_id, amount: WITHDRAWAL })),
    { retry: () => pending('withdrawal', WITHDRAWAL) },
  );
}
