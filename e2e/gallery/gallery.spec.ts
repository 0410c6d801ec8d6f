// The operator's gallery: every skin (22 templates × their 5 colours) at phone and desktop width on the home page,
// a lobby and the login page, as `gallery/<page>/<width>/<theme>-<colour>.png`, and one contact sheet per page and
// width (`gallery/contact-<page>-<width>.png`). Each skin is a demo tenant made for the run through the operator's
// tenant import (a copy of its template's demo site in that colour, without the announcements modal), so the
// gallery shows exactly what a site of that skin shows.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { colorsOf, type ThemeCode } from '@felt/contract';
import { expect, test } from '@playwright/test';
import { operatorCall } from '../support/operator.ts';
import { SCREEN_SIZES, TEMPLATE_SITES } from '../support/routes.ts';
import { englishUrl } from '../support/tenants.ts';

const OUT = join(import.meta.dirname, '../../gallery');
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'lobby', path: '/slots' },
  { name: 'login', path: '/login' },
] as const;

type Skin = { theme: ThemeCode; color: string; domain: string };
const SKINS: Skin[] = TEMPLATE_SITES.flatMap((theme) =>
  colorsOf(theme as ThemeCode).map((color) => ({
    theme: theme as ThemeCode,
    color,
    domain: `g-${theme}-${color}.localhost`,
  })),
);

test.describe.configure({ mode: 'serial' });

test('the gallery holds 110 skins', () => {
  expect(SKINS).toHaveLength(110);
});

test('every skin is a site', async () => {
  for (const skin of SKINS) {
    const file = JSON.parse(readFileSync(seedPath(skin.theme), 'utf8')) as Record<string, unknown> & {
      site: Record<string, unknown>;
    };
    const answer = await operatorCall('/api/operator/tenants', {
      ...file,
      domain_name: skin.domain,
      external_id: `gallery-${skin.theme}-${skin.color}`,
      site: { ...file.site, theme_color: skin.color },
      announcements: [],
    });
    expect(answer.statusCode, `${skin.domain}: ${JSON.stringify(answer)}`).toBe(1);
  }
});

function seedPath(theme: string) {
  return join(import.meta.dirname, `../../apps/platform/seed/tenants/${theme}.localhost.json`);
}

// One test per page and width, so each has the whole timeout for its 110 screenshots and a failure names where.
for (const size of SCREEN_SIZES) {
  for (const { name, path } of PAGES) {
    test(`screenshots of every skin: ${name} at ${size.width} px`, async ({ browser }) => {
      const dir = join(OUT, name, String(size.width));
      mkdirSync(dir, { recursive: true });
      const context = await browser.newContext({ viewport: size, timezoneId: 'UTC' });
      const page = await context.newPage();
      for (const skin of SKINS) {
        // The skin's site speaks its template site's default language; English where it has it.
        const url = englishUrl(`${skin.theme}.localhost`, path).replace(`${skin.theme}.localhost`, skin.domain);
        await page.goto(url, { waitUntil: 'networkidle' });
        await page.screenshot({ path: join(dir, `${skin.theme}-${skin.color}.png`) });
      }
      await context.close();
    });
  }
}

test('a contact sheet per page and width', async ({ browser }) => {
  for (const { name } of PAGES) {
    for (const size of SCREEN_SIZES) {
      const cells = SKINS.map(
        (skin) =>
          `<figure><img src="${name}/${size.width}/${skin.theme}-${skin.color}.png" alt=""><figcaption>${skin.theme} · ${skin.color}</figcaption></figure>`,
      ).join('');
      const columns = size.width === 390 ? 10 : 5;
      const sheet = join(OUT, `contact-${name}-${size.width}.html`);
      writeFileSync(
        sheet,
        `<!doctype html><meta charset="utf-8"><title>${name} ${size.width}</title><style>
        body{margin:0;padding:16px;background:#222;color:#eee;font:14px sans-serif}
        main{display:grid;grid-template-columns:repeat(${columns},1fr);gap:12px}
        figure{margin:0} img{width:100%;display:block;border:1px solid #444} figcaption{padding:4px 0}
        </style><h1>${name} at ${size.width} px: ${SKINS.length} skins</h1><main>${cells}</main>`,
      );
      const page = await browser.newPage({ viewport: { width: 2000, height: 1200 } });
      await page.goto(`file://${sheet}`, { waitUntil: 'load' });
      await page.screenshot({ path: join(OUT, `contact-${name}-${size.width}.png`), fullPage: true });
      await page.close();
    }
  }
});
