// The page policy in Chromium: no inline script runs unless it is the framework's or the tenant's configured
// analytics, while the providers that tenant configured (Google Tag Manager, GA4, Meta Pixel, the LiveChat
// widget) load and report. Their scripts are stand-ins served by the test: nothing leaves the machine.
import type { Page } from '@playwright/test';
import { hydrated, ui } from '../support/auth-ui.ts';
import { expect, test } from '../support/fixtures.ts';
import { operatorCall } from '../support/operator.ts';
import { siteUrl } from '../support/sites.ts';

const HOST = 'csp.localhost';

const GTM = `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});
var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;
j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-TEST1');`;
const GA4 = `var g=document.createElement('script');g.async=true;g.src='https://www.googletagmanager.com/gtag/js?id=G-TEST1';
document.head.appendChild(g);window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}
gtag('js',new Date());gtag('config','G-TEST1');`;
const META = `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};
if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;
s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');
fbq('init','100000000000001');fbq('track','PageView');`;

/** Stand-ins: each provider script records that it ran and sends the beacon its real one would. */
const STAND_INS: Record<string, string> = {
  'www.googletagmanager.com/gtm.js': `(window.__ran=window.__ran||[]).push('gtm');
fetch('https://region1.google-analytics.com/g/collect?v=2&tid=GTM',{method:'POST',mode:'no-cors'}).then(()=>window.__ran.push('gtm-beacon'));`,
  'www.googletagmanager.com/gtag/js': `(window.__ran=window.__ran||[]).push('ga4');`,
  'connect.facebook.net/en_US/fbevents.js': `(window.__ran=window.__ran||[]).push('meta');
document.cookie='_fbp=fb.1.1700000000000.1234567890; path=/';
fetch('https://www.facebook.com/tr/?id=100000000000001&ev=PageView',{mode:'no-cors'}).then(()=>window.__ran.push('meta-beacon'));`,
  'cdn.livechatinc.com/tracking.js': `(window.__ran=window.__ran||[]).push('livechat:'+window.__lc.license);
window.LiveChatWidget={call:function(m){window.__ran.push('livechat-'+m);}};`,
};

async function standIns(page: Page): Promise<void> {
  await page.route(
    /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net|cdn\.livechatinc\.com)\//,
    (route) => {
      const url = new URL(route.request().url());
      const body = STAND_INS[`${url.host}${url.pathname}`];
      return body
        ? route.fulfill({ status: 200, contentType: 'text/javascript', body })
        : route.fulfill({ status: 404, body: '' });
    },
  );
  await page.route(/^https:\/\/([a-z0-9-]+\.google-analytics\.com|www\.facebook\.com)\//, (route) =>
    route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*' } }),
  );
  // Violations of the policy, as the page reports them (an init script runs outside the page's policy).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
}

test.beforeAll(async () => {
  const exported = await operatorCall('/api/operator/tenants/casino3.localhost');
  const file = {
    ...(exported.value as Record<string, unknown>),
    domain_name: HOST,
    external_id: 'felt-csp',
    analytics: [
      { section: 'HEAD', script: GTM },
      { section: 'HEAD', script: GA4 },
      { section: 'HEAD', script: META },
    ],
    live_chat: { chat_id: '12345678', image_id: null, status: true },
  };
  const imported = await operatorCall('/api/operator/tenants', file);
  expect(imported.statusCode, JSON.stringify(imported)).toBe(1);
});

test('configured providers load and report; an injected inline script does not run', async ({ page }) => {
  await standIns(page);
  const response = await page.goto(siteUrl(HOST));
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src')) ?? '';
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).toContain('https://www.googletagmanager.com');
  expect(scriptSrc).toContain('https://cdn.livechatinc.com');

  const ran = () => page.evaluate(() => (window as unknown as { __ran?: string[] }).__ran ?? []);
  await expect.poll(ran).toEqual(expect.arrayContaining(['gtm', 'gtm-beacon', 'ga4', 'meta', 'meta-beacon']));
  await expect.poll(ran).toContain('livechat:12345678');
  expect(await page.evaluate(() => document.cookie)).toContain('_fbp=fb.1.');

  // The framework's own inline scripts ran: the page is interactive (the live chat button opens the widget).
  await page.locator('[data-slot="live-chat"]').click();
  await expect.poll(ran).toContain('livechat-maximize');

  // Script slipped into the page as markup runs nowhere.
  const injected = await page.evaluate(async () => {
    const w = window as unknown as { __injected?: number; __violations: string[] };
    const inline = document.createElement('script');
    inline.textContent = 'window.__injected = 1';
    document.body.append(inline);
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="x:" onerror="window.__injected = 2">';
    document.body.append(holder);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { ran: w.__injected ?? 0, violations: w.__violations };
  });
  expect(injected.ran).toBe(0);
  // Exactly the two injected scripts were refused: the inline element and the event handler.
  const refused = injected.violations.filter((v) => v.startsWith('script-src'));
  expect(refused).toEqual(['script-src-elem inline', 'script-src-attr inline']);
});

test('a site without those providers opens none of their origins, and all of its own scripts run', async ({ page }) => {
  await standIns(page);
  const response = await page.goto(siteUrl('slot2.localhost'));
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).not.toContain('googletagmanager');
  expect(policy).not.toContain('livechatinc');
  expect(policy.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
});

test('a form checked in the page breaks no rule of the policy (no eval is even tried)', async ({ page }) => {
  await standIns(page);
  await page.goto(siteUrl('casino3.localhost', '/login'));
  const form = await hydrated(page.locator('[data-slot="form-page"] form'));
  // Sent empty: the form's schema checks every field in the browser.
  await form.getByRole('button', { name: ui('auth.login.submit'), exact: true }).click();
  await expect(form.getByLabel(ui('auth.fields.accountId'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
});
