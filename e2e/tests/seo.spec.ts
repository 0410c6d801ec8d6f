import { expect, test } from '@playwright/test';
import { siteUrl } from '../support/sites.ts';
import { seedTenant } from '../support/tenants.ts';

/**
 * Where the tenant's home lives: the origin of the canonical URL its SEO record sets, if any, else the demo
 * host itself. Each language of the page is that address with the language's prefix.
 */
function homeOrigin(host: string): string {
  const record = seedTenant(host).seo.find((r) => r.page_name === 'home' && r.meta_canonical);
  return record ? new URL(record.meta_canonical).origin : siteUrl(host, '');
}

test('head tags: canonical, hreflang alternates and og:locale', async ({ page }) => {
  const origin = homeOrigin('casino3.localhost');
  const head = page.locator('head');
  const atRoot = new RegExp(`^${origin.replace(/[.]/g, '\\.')}/?$`);

  // English first: visiting /cn remembers Chinese (cookie), and / would then redirect to /cn.
  await page.goto(siteUrl('casino3.localhost'));
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', atRoot);
  await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en');

  await page.goto(siteUrl('casino3.localhost', '/cn'));
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/cn`);
  await expect(head.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute('href', `${origin}/cn`);
  await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', atRoot);
  await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', atRoot);
  await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'zh_CN');
});
