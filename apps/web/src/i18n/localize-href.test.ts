import { describe, expect, it } from 'vitest';
import { localizeHref, pathString, unlocalizedPathname } from './localize-href';

const tenant = { locales: ['en', 'cn', 'vi'] as const, defaultLocale: 'en' as const };

describe('localizeHref', () => {
  it('prefixes internal paths in a locale other than the default, keeping query and hash', () => {
    expect(localizeHref(tenant, 'cn', '/slots')).toBe('/cn/slots');
    expect(localizeHref(tenant, 'cn', '/')).toBe('/cn');
    expect(localizeHref(tenant, 'cn', '/?tab=2')).toBe('/cn?tab=2');
    expect(localizeHref(tenant, 'vi', '/playnow?provider=p&game=g#top')).toBe('/vi/playnow?provider=p&game=g#top');
  });

  it('leaves the default locale unprefixed', () => {
    expect(localizeHref(tenant, 'en', '/slots?x=1')).toBe('/slots?x=1');
    expect(localizeHref(tenant, 'en', '/')).toBe('/');
  });

  it('localizes a path built from a path and its query', () => {
    expect(localizeHref(tenant, 'cn', pathString({ pathname: '/login', query: { next: '/vip' } }))).toBe(
      '/cn/login?next=%2Fvip',
    );
  });

  it('leaves other sites, protocol-relative, hash-only and relative hrefs alone', () => {
    for (const href of ['https://example.com/x', '//cdn.example.com/a', '#main', 'slots', 'mailto:a@b.c']) {
      expect(localizeHref(tenant, 'cn', href)).toBe(href);
    }
  });

  it("treats a locale the tenant does not have as the tenant's default", () => {
    expect(localizeHref(tenant, 'ru', '/slots')).toBe('/slots');
  });
});

describe('unlocalizedPathname', () => {
  it("drops the reader's locale prefix and the proxy's internal segment", () => {
    expect(unlocalizedPathname('/cn/slots', 'cn')).toBe('/slots');
    expect(unlocalizedPathname('/cn', 'cn')).toBe('/');
    expect(unlocalizedPathname('/slots', 'en')).toBe('/slots');
    expect(unlocalizedPathname('/_t/casino3.localhost/cn/vip', 'cn')).toBe('/vip');
    expect(unlocalizedPathname('/_t/casino3.localhost/en', 'en')).toBe('/');
  });

  it('keeps a path that only begins like the locale', () => {
    expect(unlocalizedPathname('/cnx/slots', 'cn')).toBe('/cnx/slots');
  });
});

describe('pathString', () => {
  it('writes a path and its query as one string, repeating a key for a list', () => {
    expect(pathString('/vip')).toBe('/vip');
    expect(pathString({ pathname: '/history', query: { page: '2', days: '7' } })).toBe('/history?page=2&days=7');
    expect(pathString({ pathname: '/board', query: { id: ['a', 'b c'] } })).toBe('/board?id=a&id=b+c');
    expect(pathString({ pathname: '/board', query: {} })).toBe('/board');
  });
});
