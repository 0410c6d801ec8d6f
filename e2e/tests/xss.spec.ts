// Hostile text everywhere an operator or a player can write: every payload calls a hook when it runs, and no
// page that shows the text may call it. The browser runs with the page policy switched off (bypassCSP), so this
// proves the escaping and the sanitizer on their own; csp.spec.ts proves the policy on its own.
import type { Page } from '@playwright/test';
import { logInThroughUi } from '../support/auth-ui.ts';
import { expect, test } from '../support/fixtures.ts';
import { callFromPage, operatorCall } from '../support/operator.ts';
import { createPlayer } from '../support/players.ts';
import { siteUrl } from '../support/sites.ts';

const HOST = 'xss-corpus.localhost';
/** Player text is the player's own: a demo site will do (the journeys' helpers know its languages). */
const PLAYER_SITE = 'casino3.localhost';

/** Classic payloads, each naming itself to the hook; the corpus is small on purpose, every shape differs. */
const PAYLOADS = [
  (id: string) => `<script>__xss('${id}')</script>`,
  (id: string) => `<img src=x onerror="__xss('${id}')">`,
  (id: string) => `<svg onload="__xss('${id}')"></svg>`,
  (id: string) => `"><script>__xss('${id}')</script>`,
  (id: string) => `'><img src=x onerror=__xss('${id}')>`,
  (id: string) => `<iframe srcdoc="<script>parent.__xss('${id}')</script>"></iframe>`,
  (id: string) => `<a href="javascript:__xss('${id}')">link</a>`,
  (id: string) => `<details open ontoggle="__xss('${id}')">x</details>`,
  (id: string) => `</textarea></title></style><script>__xss('${id}')</script>`,
  (id: string) => `<math><mtext><table><mglyph><style><img src=x onerror="__xss('${id}')">`,
  (id: string) => `<input autofocus onfocus="__xss('${id}')">`,
  (id: string) => `<object data="javascript:__xss('${id}')"></object>`,
  (id: string) => `<div style="background:url(javascript:__xss('${id}'))">x</div>`,
  (id: string) => `\u2028</script><script>__xss('${id}')</script>`,
];
export const CORPUS_SIZE = PAYLOADS.length;

const all = (field: string) => PAYLOADS.map((payload, i) => payload(`${field}-${i}`)).join(' ');
const byLang = (field: string) => ({ EN: all(field), CN: all(`${field}-cn`) });

function hostileTenant(base: Record<string, unknown>): Record<string, unknown> {
  const cms = base.cms as Record<string, Record<string, unknown>>;
  return {
    ...base,
    domain_name: HOST,
    external_id: 'felt-xss-corpus',
    cms: Object.fromEntries(
      Object.entries(cms).map(([key, page]) => [
        key,
        { ...page, en_body: all(`cms-${key}`), local_body: all(`cms-${key}-local`) },
      ]),
    ),
    seo: (base.seo as Record<string, unknown>[]).map((record, i) => ({
      ...record,
      en_item_name: all(`seo-name-${i}`).slice(0, 90),
      en_body: all(`seo-body-${i}`),
      meta_title: `</title><script>__xss('seo-title-${i}')</script>`,
      meta_desc: `"><script>__xss('seo-desc-${i}')</script>`,
    })),
    slides: (base.slides as Record<string, unknown>[]).map((slide, i) => ({ ...slide, title: byLang(`slide-${i}`) })),
    marquee: (base.marquee as Record<string, unknown>[]).map((item, i) => ({
      ...item,
      content: byLang(`marquee-${i}`),
    })),
    announcements: (base.announcements as Record<string, unknown>[]).map((item, i) => ({
      ...item,
      title: byLang(`announcement-title-${i}`),
      content: byLang(`announcement-${i}`),
    })),
    partners: (base.partners as Record<string, unknown>[]).map((partner, i) => ({
      ...partner,
      partner_name: PAYLOADS[1]?.(`partner-${i}`),
    })),
    social_accounts: (base.social_accounts as Record<string, unknown>[]).map((account, i) => ({
      ...account,
      account_name: PAYLOADS[0]?.(`social-${i}`),
    })),
    // Operator code runs, but text inside it cannot end its script element and spill markup into the page.
    analytics: [{ section: 'HEAD', script: `var s = "</script><img src=x onerror=__xss('analytics')>";` }],
  };
}

async function hooked(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const hits: string[] = [];
    Object.assign(window, { __xss: (id: string) => hits.push(id), __xssHits: hits });
  });
  return () => page.evaluate(() => (window as unknown as { __xssHits: string[] }).__xssHits);
}

test.use({ bypassCSP: true });

test.beforeAll(async () => {
  const exported = await operatorCall('/api/operator/tenants/casino3.localhost');
  const imported = await operatorCall(
    '/api/operator/tenants',
    hostileTenant(exported.value as Record<string, unknown>),
  );
  expect(imported.statusCode, JSON.stringify(imported).slice(0, 500)).toBe(1);
});

test(`operator text (${CORPUS_SIZE} payloads a field) runs nowhere on the pages that show it`, async ({ page }) => {
  // Several logins and page visits: 23–25 s on a quiet two-core machine, 29–30 s under the full run's load.
  test.setTimeout(60_000);
  const hits = await hooked(page);
  const paths = ['/', '/about', '/privacy-policy', '/faqs', '/term-condition', '/contact-us', '/news', '/promotions'];
  for (const path of [...paths, '/cn', '/cn/about']) {
    await page.goto(siteUrl(HOST, path));
    await page.waitForLoadState('networkidle');
    // The payloads reached the page as text, so this is not passing for want of input.
    if (path === '/about') await expect(page.locator('main')).toContainText('link');
    expect(await hits(), `script ran on ${path}`).toEqual([]);
  }
  // An attacker's path is shown back on the 404 page.
  await page.goto(siteUrl(HOST, `/${encodeURIComponent("<img src=x onerror=__xss('path')>")}`));
  await page.waitForLoadState('networkidle');
  expect(await hits()).toEqual([]);
});

// Names and bank holders are letters only by contract; the payer's deposit reference is the free text a player
// can store, kept with the request and read back by the money pages.
test('player text runs nowhere: a deposit reference on the money pages', async ({ page, request }) => {
  const hits = await hooked(page);
  const player = await createPlayer(request, PLAYER_SITE);
  await logInThroughUi(page, PLAYER_SITE, player);
  const methods = await callFromPage(page, '/api/payment/methods', {});
  const method = (methods.value as { method_code: string; min_amount: number; deposit: boolean }[]).find(
    (m) => m.deposit,
  );
  const reference = `<img src=x onerror=__xss('reference')>`;
  const made = await callFromPage(page, '/api/payment/deposit', {
    method_code: method?.method_code,
    amount: Math.max(method?.min_amount ?? 100, 100),
    reference,
  });
  expect(made.statusCode, JSON.stringify(made)).toBe(1);
  for (const path of ['/transaction-history', '/statement', '/deposit', '/profile']) {
    await page.goto(siteUrl(PLAYER_SITE, path));
    await page.waitForLoadState('networkidle');
    expect(await hits(), `script ran on ${path}`).toEqual([]);
  }
});
