// The accessibility bar of DESIGN.md 7: WCAG 2.1 A and AA (2.2 AA where a test asks), checked with axe.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * One line per violation (rule, impact, help, the elements), so a failure reads well; empty when clean. `wcag22`
 * adds WCAG 2.2 AA (target size and the rest) for the pages already brought up to it.
 */
export async function axeViolations(page: Page, { wcag22 = false } = {}): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page })
    .withTags(wcag22 ? [...WCAG_21_AA, 'wcag22aa'] : WCAG_21_AA)
    .analyze();
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
