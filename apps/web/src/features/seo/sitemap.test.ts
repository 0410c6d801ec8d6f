import type { Cms } from '@felt/contract';
import { describe, expect, it } from 'vitest';
import { sitemapPaths, sitemapXml } from './sitemap';

const on = { en_body: '', local_body: '', status: true };
const off = { ...on, status: false };
const cms = { about_us: on, privacy_policy: on, banking: off, faqs: off, responsible_gaming: on } as Cms;
const menu = ['hot', 'casino', 'slot_game', 'sportsbook', 'poker', 'promotions', 'vip'].map((game_menu, i) => ({
  content_id: i + 1,
  game_menu,
}));

describe('sitemapPaths', () => {
  it('lists home, the kept menu categories, content pages that are on and the fixed pages', () => {
    const paths = sitemapPaths({ menu, providerCount: { casino: 3, slot_game: 5, sportsbook: 0, poker: 1 }, cms });
    expect(paths).toEqual([
      '/',
      '/hot',
      '/casino',
      '/slots',
      '/poker',
      '/promotions',
      '/vip',
      '/about',
      '/privacy-policy',
      '/banking',
      '/responsible-gaming',
      '/term-condition',
      '/contact-us',
      '/news',
      '/leaderboard',
      '/download',
      '/login',
      '/register',
    ]);
  });

  it('keeps /sports only where the sportsbook has providers, and leaves out content pages when the CMS is unknown', () => {
    const paths = sitemapPaths({ menu, providerCount: { sportsbook: 2 }, cms: null });
    expect(paths).toContain('/sports');
    expect(paths).not.toContain('/about');
    expect(paths).not.toContain('/faqs');
  });

  it('never lists player pages', () => {
    const paths = sitemapPaths({ menu, providerCount: {}, cms });
    for (const player of ['/account', '/deposit', '/playnow', '/bet-history', '/inbox', '/mission'])
      expect(paths).not.toContain(player);
  });
});

describe('sitemapXml', () => {
  const locales = { locales: ['en', 'cn'] as const, defaultLocale: 'en' as const };

  it('has one url per page and language, each with every hreflang alternate', () => {
    const xml = sitemapXml('https://x.example', locales, ['/', '/slots']);
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain('<loc>https://x.example/</loc>');
    expect(xml).toContain('<loc>https://x.example/cn/slots</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="zh-CN" href="https://x.example/cn/slots"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://x.example/slots"/>');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('is an empty urlset without pages, and escapes what XML needs escaped', () => {
    expect(sitemapXml('https://x.example', locales, [])).not.toContain('<url>');
    expect(sitemapXml('https://x.example', locales, ['/a&b'])).toContain('<loc>https://x.example/a&amp;b</loc>');
  });
});
