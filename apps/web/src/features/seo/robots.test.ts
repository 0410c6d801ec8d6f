import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

const locales = { locales: ['en', 'cn'] as const, defaultLocale: 'en' as const };

describe('robotsTxt', () => {
  it('allows the site, disallows player pages in every language and the BFF, and names the sitemap', () => {
    const text = robotsTxt('https://x.example', locales, false);
    const lines = text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/account', '/cn/account', '/deposit', '/cn/playnow', '/bet-history', '/api/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain('Sitemap: https://x.example/sitemap.xml');
  });

  it('disallows everything in maintenance', () => {
    expect(robotsTxt('https://x.example', locales, true)).toBe('User-agent: *\nDisallow: /\n');
  });
});
