// The `test` of the player journeys. A site's home page opens its announcements once per tab, in a modal
// that covers the page; a player closes it and goes on, and so do the journeys, whenever it shows up.
import { type BrowserContext, test as base, type Page } from '@playwright/test';
import { message } from './tenants.ts';

/** Makes every later action and assertion on `page` first close the announcements modal if it is open. */
export async function closingAnnouncements(page: Page): Promise<Page> {
  const title = message('en', 'ui', 'home.announcements.title');
  await page.addLocatorHandler(page.getByRole('dialog', { name: title }), async () => {
    // All modals share one <dialog> and its close button. Checked and closed in one task of the page, so a
    // modal that has just replaced the announcements (the login modal after a logout) is never the one closed.
    await page.evaluate((announcements) => {
      const dialog = document.querySelector('dialog[open]');
      if (dialog?.querySelector('[data-slot="modal-title"]')?.textContent !== announcements) return;
      dialog.querySelector<HTMLElement>('[data-slot="modal-close"]')?.click();
    }, title);
  });
  return page;
}

/**
 * Marks the announcements as already shown for every tab of `context`, for journeys about a click that the
 * modal could otherwise land over between the handler's check and the click itself (a click into an inert
 * page is lost, and no later check brings it back).
 */
export async function announcementsSeen(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => sessionStorage.setItem('felt:announcements-seen', '1'));
}

/** A new tab of `context` that closes the announcements like the `page` fixture does. */
export const openTab = async (context: BrowserContext) => closingAnnouncements(await context.newPage());

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(await closingAnnouncements(page));
  },
});

export { expect } from '@playwright/test';
