// What a visitor sees of the site's header, measured in the page.
import type { Page } from '@playwright/test';

/** Pairs of the header's parts (logo, menu, language, sign-in or the signed-in bar) whose boxes overlap. */
export function headerOverlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const slots = ['logo', 'nav', 'locale-switcher', 'auth-buttons', 'player-bar'];
    const boxes = slots.flatMap((slot) => {
      const element = document.querySelector(`[data-slot="header"] [data-slot="${slot}"]`);
      const box = element?.getBoundingClientRect();
      return box && box.width > 0 && box.height > 0 ? [{ slot, box }] : [];
    });
    return boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter(
          ({ box: b }) =>
            Math.min(a.box.right, b.right) - Math.max(a.box.left, b.left) > 1 &&
            Math.min(a.box.bottom, b.bottom) - Math.max(a.box.top, b.top) > 1,
        )
        .map((b) => `${a.slot} × ${b.slot}`),
    );
  });
}

/** How many pixels the page is wider than the window (0 or less: it fits). */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
