import { randomBytes } from 'node:crypto';
import { logInThroughApi } from '../support/auth-ui.ts';
import { expect, openTab, test } from '../support/fixtures.ts';
import { stakeDepositsWithDiceCalls } from '../support/games.ts';
import { callFromPage, decidePayment, operatorCall } from '../support/operator.ts';
import { callSite, createPlayer, latestCode, newPlayer, solvedChallenge } from '../support/players.ts';
import { seedTenant } from '../support/tenants.ts';

// Abuse edges of decision 0048 and the site gate, through the site's own BFF as a logged-in page calls it: a site
// switched off or in maintenance takes no money call from a session still open on it, and a referred player who
// takes the first deposit back before playing it through earns the referrer nothing.
test.describe.configure({ timeout: 90_000 });

/** A copy of casino3 under a domain of its own, so switching it off touches no other test's site. */
function gateTenant(domain: string, change: object = {}) {
  return {
    ...structuredClone(seedTenant('casino3.localhost')),
    domain_name: domain,
    external_id: `felt-${domain}`,
    aff_domain: [],
    ...change,
  };
}

test('a site switched off or in maintenance refuses the money calls of a session still open on it', async ({
  page,
  request,
}) => {
  const domain = `gate-${randomBytes(3).toString('hex')}.localhost`;
  const imported = (change: object) => operatorCall('/api/operator/tenants', gateTenant(domain, change));
  expect((await imported({})).statusCode).toBe(1);
  await logInThroughApi(page, domain, await createPlayer(request, domain));
  expect(await callFromPage(page, '/api/auth/get_balance', {})).toMatchObject({ statusCode: 1 });

  const site = seedTenant('casino3.localhost').site;
  const window = { start_date: '2026-01-01T00:00:00Z', end_date: '2099-12-31T23:59:00Z' };
  for (const change of [{ site: { ...site, status: false } }, { maintenance: window }]) {
    expect((await imported(change)).statusCode).toBe(1);
    // The BFF's body carries no domain_name for these calls: the gate goes by the site it names in its header.
    await expect
      .poll(async () => (await callFromPage(page, '/api/auth/get_balance', {})).message, { timeout: 20_000 })
      .toBe('siteClosed');
    const deposit = await callFromPage(page, '/api/payment/deposit', { method_code: 'bank_transfer', amount: 500 });
    expect(deposit).toMatchObject({ message: 'siteClosed' });
    expect(await callFromPage(page, '/api/promotion/claim', { code: 'welcome-bonus' })).toMatchObject({
      message: 'siteClosed',
    });
    expect((await imported({})).statusCode).toBe(1);
    await expect
      .poll(async () => (await callFromPage(page, '/api/auth/get_balance', {})).statusCode, { timeout: 20_000 })
      .toBe(1);
  }
});

test('a referred player who withdraws the first deposit before playing it through earns the referrer nothing', async ({
  browser,
  page,
  request,
}) => {
  const domain = 'localhost';
  const referrer = await createPlayer(request, domain);
  await logInThroughApi(page, domain, referrer);
  const summary = await callFromPage(page, '/api/referral/summary', {});
  const code = (summary.value as { referral_code: string }).referral_code;

  // The friend signs up with the referrer's code, as the register page sends it.
  const friend = newPlayer(domain, 'ref');
  const signup = await callSite(request, domain, '/api/auth/signup', {
    account_id: friend.account_id,
    password: friend.password,
    contact_phone: friend.phone,
    contact_email: friend.email,
    referrer_code: code,
    altcha: await solvedChallenge(request, domain),
  });
  expect(signup.statusCode, JSON.stringify(signup)).toBe(1);
  const register = { account_id: friend.account_id, altcha: await solvedChallenge(request, domain) };
  expect((await callSite(request, domain, '/api/auth/tac/request_new_register', register)).statusCode).toBe(1);
  const tac = await latestCode(domain, friend.account_id, 'register');
  expect(
    (await callSite(request, domain, '/api/auth/tac/verify', { account_id: friend.account_id, tac })).statusCode,
  ).toBe(1);

  const context = await browser.newContext();
  const friendPage = await openTab(context);
  await logInThroughApi(friendPage, domain, friend);
  const made = await callFromPage(friendPage, '/api/payment/deposit', { method_code: 'bank_transfer', amount: 100 });
  await decidePayment('approve', (made.value as { request_id: string }).request_id);
  // Staked on Dice Duel, which counts nothing towards a bonus: enough for a withdrawal, not for the referral.
  await stakeDepositsWithDiceCalls(friendPage);
  const bank = await callFromPage(friendPage, '/api/payment/add_bank', {
    bank_name: 'Chase',
    account_name: 'Ada Lovelace',
    account_number: '1234567890',
  });
  const bankId = (bank.value as { bank_id: string }).bank_id;
  expect(await callFromPage(friendPage, '/api/payment/withdraw', { bank_id: bankId, amount: 5 })).toMatchObject({
    statusCode: 1,
  });
  await context.close();

  // The release job runs every few seconds: give it two turns, then the referral is void and nothing was paid.
  await page.waitForTimeout(11_000);
  const after = await callFromPage(page, '/api/referral/summary', {});
  const referrals = (after.value as { referrals: { reward_state: string | null; reward: number }[] }).referrals;
  expect(referrals).toEqual([expect.objectContaining({ reward_state: 'void', reward: 0 })]);
  expect(await callFromPage(page, '/api/auth/get_balance', {})).toMatchObject({ game_balance: 0, bonus_balance: 0 });
});
