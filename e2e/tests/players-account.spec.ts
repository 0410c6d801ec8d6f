import { field, formPanel, logInThroughApi, playerBar, ui } from '../support/auth-ui.ts';
import { expect, test } from '../support/fixtures.ts';
import { createPlayer } from '../support/players.ts';
import { englishUrl } from '../support/tenants.ts';

test('a profile update persists across a reload and shows on the profile page', async ({ page, request }) => {
  const player = await createPlayer(request);
  const fullName = 'Ada Lovelace';
  const email = `${player.account_id}.new@example.com`;
  await logInThroughApi(page, player.domain, player);

  await page.goto(englishUrl(player.domain, '/edit-profile'));
  const panel = formPanel(page);
  await expect(panel.getByRole('heading', { level: 1 })).toHaveText(ui('account.pages.editProfile'));
  await field(panel, 'account.profile.fullName').fill(fullName);
  await field(panel, 'account.profile.email').fill(email);
  await panel.getByRole('button', { name: ui('account.save') }).click();
  // Saved is confirmed by the short toast with its emptying bar (SPEC 8).
  const toast = page.locator('[data-slot="toast"][data-tone="success"]');
  await expect(toast.locator('[data-slot="toast-title"]')).toHaveText(ui('account.editProfile.saved'));
  await expect(toast.locator('[data-slot="toast-progress"]')).toBeAttached();
  await expect(playerBar(page).locator('[data-slot="header-account-name"]')).toHaveText(fullName);

  // The form starts from what the platform holds, so a reload shows what was saved there.
  await page.reload();
  await expect(field(panel, 'account.profile.fullName')).toHaveValue(fullName);
  await expect(field(panel, 'account.profile.email')).toHaveValue(email);

  await page.goto(englishUrl(player.domain, '/profile'));
  const profile = panel.locator('[data-slot="profile-list"]');
  await expect(profile.getByText(fullName, { exact: true })).toBeVisible();
  await expect(profile.getByText(email, { exact: true })).toBeVisible();
  await expect(profile.getByText(player.account_id, { exact: true })).toBeVisible();
});
