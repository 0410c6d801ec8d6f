import { expect, type Page, test } from '@playwright/test';
import { siteUrl } from '../support/sites.ts';
import { seedTenant } from '../support/tenants.ts';

// Search engines, installs and analytics per site: head tags from the tenant's SEO records, the
// organisation's JSON-LD, robots.txt, sitemap.xml, the web app manifest, analytics snippets and the ad visit.

type SeoRecord = {
  page_name: string;
  meta_lang: string;
  meta_title: string;
  meta_desc: string;
  meta_keywords: string;
  meta_canonical: string;
  meta_author: string;
  meta_publisher: string;
};
type Seed = {
  site: { site_name: string };
  languages: { default: string; enabled: string[] };
  seo: SeoRecord[];
  cms: Record<string, { status: boolean }>;
  social_accounts: { href: string }[];
  analytics: { section: 'HEAD' | 'BODY'; script: string }[];
};
const seed = (host: string) => seedTenant(host) as unknown as Seed;

function record(host: string, pageName: string, lang = 'EN'): SeoRecord {
  const found = seed(host).seo.find((r) => r.page_name === pageName && r.meta_lang === lang);
  if (!found) throw new Error(`No ${pageName} SEO record in ${lang} for ${host}`);
  return found;
}

/** The URL prefixes of a tenant's languages: none for the default, `/cn` and so on for the others. */
function prefixes(host: string): string[] {
  const { languages } = seed(host);
  return languages.enabled.map((code) => (code === languages.default ? '' : `/${code.toLowerCase()}`));
}

async function expectHeadTags(
  page: Page,
  expected: { title: string | RegExp; seo: SeoRecord; canonical: string | RegExp },
) {
  const head = page.locator('head');
  const keywords = expected.seo.meta_keywords
    .split(',')
    .map((k) => k.trim())
    .join(',');
  await expect(page).toHaveTitle(expected.title);
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', expected.seo.meta_desc);
  await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', keywords);
  await expect(head.locator('meta[name="author"]')).toHaveAttribute('content', expected.seo.meta_author);
  await expect(head.locator('meta[name="publisher"]')).toHaveAttribute('content', expected.seo.meta_publisher);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', expected.canonical);
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', expected.canonical);
  await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', expected.seo.meta_desc);
  await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en');
  await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
}

test('head tags of a home, a category and a content page follow the tenant’s SEO records', async ({ page }) => {
  const host = 'casino3.localhost';
  const home = record(host, 'home');
  const origin = new URL(home.meta_canonical).origin;

  await page.goto(siteUrl(host));
  // Next writes the root URL without its trailing slash.
  const atRoot = new RegExp(`^${origin.replace(/[.]/g, '\\.')}/?$`);
  await expectHeadTags(page, { title: home.meta_title, seo: home, canonical: atRoot });
  await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', home.meta_title);

  const slots = record(host, 'slots');
  await page.goto(siteUrl(host, '/slots'));
  await expectHeadTags(page, { title: slots.meta_title, seo: slots, canonical: slots.meta_canonical });

  // /about has no record of its own: the home record's texts and origin stand in, the title names the site.
  await page.goto(siteUrl(host, '/about'));
  await expectHeadTags(page, {
    title: new RegExp(seed(host).site.site_name),
    seo: home,
    canonical: `${origin}/about`,
  });
});

test('the organisation is described in JSON-LD, with the site’s social profiles', async ({ page }) => {
  const host = 'casino3.localhost';
  await page.goto(siteUrl(host, '/slots'));
  const blocks = page.locator('head script[type="application/ld+json"]');
  await expect(blocks).toHaveCount(1);
  const data = JSON.parse((await blocks.textContent()) ?? '');
  const webProfiles = seed(host)
    .social_accounts.map((a) => a.href)
    .filter((href) => href.startsWith('https://'));
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: seed(host).site.site_name,
    url: siteUrl(host),
  });
  expect(data.logo).toMatch(/^http:\/\/casino3\.localhost:\d+\/api\/media\//);
  expect([...data.sameAs].sort()).toEqual([...new Set(webProfiles)].sort());
});

/** The body of a root file of a demo site, through the browser (Node cannot resolve *.localhost). */
async function rootFile(page: Page, host: string, path: string) {
  const response = await page.goto(siteUrl(host, path));
  expect(response).not.toBeNull();
  return { status: response!.status(), headers: response!.headers(), text: await response!.text() };
}

const PLAYER_PAGES = ['/account', '/deposit', '/withdrawal', '/bet-history', '/profile', '/playnow', '/statement'];

for (const host of ['casino3.localhost', 'casino4.localhost']) {
  test(`sitemap.xml and robots.txt of ${host} list its languages and public pages only`, async ({ page }) => {
    const origin = siteUrl(host, '');
    const faqsOn = seed(host).cms.faqs?.status === true;

    const sitemap = await rootFile(page, host, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toContain('xml');
    expect(sitemap.headers['cache-control']).toContain('public');
    const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const hreflangs = new Set([...sitemap.text.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]));
    expect(hreflangs.size).toBe(seed(host).languages.enabled.length + 1);
    for (const prefix of prefixes(host)) {
      expect(locs).toContain(`${origin}${prefix || '/'}`);
      expect(locs).toContain(`${origin}${prefix}/slots`);
      expect(locs).toContain(`${origin}${prefix}/about`);
      expect(locs).toContain(`${origin}${prefix}/news`);
      expect(locs.includes(`${origin}${prefix}/faqs`)).toBe(faqsOn);
    }
    const known = new Set(prefixes(host).filter(Boolean));
    for (const loc of locs) {
      expect(loc.startsWith(`${origin}/`)).toBe(true);
      const first = new URL(loc).pathname.split('/')[1] ?? '';
      // A first segment that is a language code must be one the site enables.
      if (/^(en|cn|vi|esp|rus|php|ms|ne|mmk|mnt|idr)$/.test(first)) expect(known.has(`/${first}`)).toBe(true);
      for (const player of PLAYER_PAGES) expect(new URL(loc).pathname.endsWith(player)).toBe(false);
    }

    const robots = await rootFile(page, host, '/robots.txt');
    expect(robots.status).toBe(200);
    const lines = robots.text.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).not.toContain('Disallow: /');
    for (const prefix of prefixes(host)) {
      for (const player of PLAYER_PAGES) expect(lines).toContain(`Disallow: ${prefix}${player}`);
    }
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
}

test('a site in maintenance disallows everything and lists nothing; an unknown host has no files', async ({ page }) => {
  const robots = await rootFile(page, 'maint.localhost', '/robots.txt');
  expect(robots.text.split('\n')).toContain('Disallow: /');
  const sitemap = await rootFile(page, 'maint.localhost', '/sitemap.xml');
  expect(sitemap.status).toBe(200);
  expect(sitemap.text).toContain('<urlset');
  expect(sitemap.text).not.toContain('<url>');
  for (const path of ['/robots.txt', '/sitemap.xml', '/manifest.webmanifest']) {
    expect((await rootFile(page, 'no-such-site.localhost', path)).status).toBe(404);
  }
});

for (const host of ['casino3.localhost', 'slot2.localhost']) {
  test(`${host} has its own web app manifest, linked from its pages`, async ({ page }) => {
    await page.goto(siteUrl(host));
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const file = await rootFile(page, host, '/manifest.webmanifest');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('application/manifest+json');
    const manifest = JSON.parse(file.text);
    expect(manifest).toMatchObject({ name: seed(host).site.site_name, start_url: '/', display: 'standalone' });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toContain('/icon.svg');
  });
}

test('analytics snippets: HEAD items run in the head, BODY items are noscript blocks first in the body', async ({
  page,
}) => {
  const host = 'casino2.localhost';
  const { analytics } = seed(host);
  const heads = analytics.filter((a) => a.section === 'HEAD');
  const bodies = analytics.filter((a) => a.section === 'BODY');
  expect(heads.length).toBeGreaterThan(0);
  expect(bodies.length).toBeGreaterThan(0);

  await page.goto(siteUrl(host));
  const scripts = page.locator('head script[data-analytics="head"]');
  await expect(scripts).toHaveCount(heads.length);
  expect(await scripts.first().textContent()).toBe(heads[0]!.script);
  // The demo snippet pushes an event: it ran under the site's CSP.
  const events = await page.evaluate(() => (window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []);
  expect(events.map((e) => e.event)).toContain('felt_demo_view');

  const noscripts = page.locator('body > noscript[data-analytics="body"]');
  await expect(noscripts).toHaveCount(bodies.length);
  expect(await noscripts.first().textContent()).toBe(bodies[0]!.script);
  // First in the body, after only Next's hidden boundary marker.
  const first = await page.evaluate(
    () => [...document.body.children].find((el) => !el.hasAttribute('hidden'))?.getAttribute('data-analytics') ?? null,
  );
  expect(first).toBe('body');
});

test.describe('from a browser a person uses', () => {
  // Headless Chromium names itself HeadlessChrome, which the device info rightly counts as a crawler.
  test.use({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  });

  test('an ad visit with an AppsFlyer id is reported once per browser session', async ({ page }) => {
    const host = 'casino3.localhost';
    const appsflyerId = `e2e-${Date.now()}`;
    let sent = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/settings/adsvisit') sent += 1;
    });

    const visit = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/settings/adsvisit');
    await page.goto(siteUrl(host, `/?appsflyer_id=${appsflyerId}`));
    const request = await visit;
    expect(request.method()).toBe('POST');
    expect(request.postDataJSON()).toEqual({ appsflyer_id: appsflyerId });
    // The platform recorded it.
    expect((await (await request.response())!.json()).statusCode).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('appsflyer_id'))).toBe(appsflyerId);

    await page.reload();
    await page.goto(siteUrl(host, '/slots'));
    await page.waitForLoadState('networkidle');
    expect(sent).toBe(1);
  });
});

test('a crawler brings no ad visit', async ({ page }) => {
  // This browser's own user agent says HeadlessChrome: a crawler to the device info.
  let sent = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/settings/adsvisit') sent += 1;
  });
  await page.goto(siteUrl('casino3.localhost', `/?appsflyer_id=e2e-bot-${Date.now()}`));
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => navigator.userAgent)).toContain('HeadlessChrome');
  expect(sent).toBe(0);
});
