// The accessibility bar of DESIGN.md 7: WCAG 2.1 A and AA, checked with axe on the page as it stands.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** One line per violation (rule, impact, help, the elements), so a failure reads well; empty when clean. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
