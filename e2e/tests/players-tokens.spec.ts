import { PLAYER_STORAGE_KEY, SESSION_COOKIE } from '@felt/contract/tables';
import type { Page } from '@playwright/test';
import { expectSessionEnded, headerBalance, logInThroughUi, playerBar } from '../support/auth-ui.ts';
import { expect, openTab, test } from '../support/fixtures.ts';
import { DEMO_PLAYER } from '../support/players.ts';
import { englishUrl } from '../support/tenants.ts';

// DESIGN.md 3: the session token lives only in the BFF's httpOnly cookie, and only on its own site.

/** auth/get_balance called from the page itself, as its scripts would (same origin, the browser's cookies). */
const balanceAnswer = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/auth/get_balance', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return (await response.json()) as { statusCode: number; message?: string };
  });

test('after login neither document.cookie nor web storage holds the session token', async ({ page }) => {
  await logInThroughUi(page, 'localhost', DEMO_PLAYER);
  const cookie = (await page.context().cookies()).find((entry) => entry.name === SESSION_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
  const value = decodeURIComponent(cookie?.value ?? '');
  const token = value.slice(value.indexOf('.') + 1);
  // 256 random bits in base64url: at least 43 characters.
  expect(token.length).toBeGreaterThanOrEqual(43);

  const seen = await page.evaluate(() => ({
    cookie: document.cookie,
    stored: [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => ({ key, value: storage.getItem(key) ?? '' })),
    ),
  }));
  expect(seen.cookie).not.toContain(SESSION_COOKIE);
  expect(seen.cookie).not.toContain(token);
  // The player state is stored (that is how a reload shows the player at once), but without the token.
  expect(seen.stored.map(({ key }) => key)).toContain(PLAYER_STORAGE_KEY);
  for (const { key, value: stored } of seen.stored) expect(stored, key).not.toContain(token);
});

test('a session opened on one site is refused on another', async ({ browser }) => {
  // Several logins and page visits: 23–25 s on a quiet two-core machine, 29–30 s under the full run's load.
  test.setTimeout(60_000);
  const home = await browser.newContext();
  const page = await openTab(home);
  await logInThroughUi(page, 'localhost', DEMO_PLAYER);
  expect(await balanceAnswer(page)).toMatchObject({ statusCode: 1 });
  const { cookies, origins } = await home.storageState();
  const session = cookies.find((entry) => entry.name === SESSION_COOKIE);
  const player = origins.find((entry) => entry.origin === new URL(englishUrl('localhost')).origin)?.localStorage ?? [];
  if (!session) throw new Error(`No ${SESSION_COOKIE} cookie after login`);

  // The same cookie on slot2, where an account with the same id exists: the platform refuses the session.
  const away = await browser.newContext();
  const stolen = { ...session, domain: 'slot2.localhost' };
  await away.addCookies([stolen]);
  const stranger = await openTab(away);
  await stranger.goto(englishUrl('slot2.localhost'));
  expect(await balanceAnswer(stranger)).toMatchObject({ message: 'sessionExpired' });
  await expect(playerBar(stranger)).toHaveCount(0);

  // With the player state copied too, the page shows the player only until its first check is refused.
  await away.addCookies([stolen]);
  await stranger.evaluate((entries) => {
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, player);
  await stranger.reload();
  await expectSessionEnded(stranger);

  // The session itself is intact on its own site.
  expect(await balanceAnswer(page)).toMatchObject({ statusCode: 1 });
  await page.reload();
  await expect(headerBalance(page)).toBeVisible();
  await Promise.all([home.close(), away.close()]);
});
