import { describe, expect, it } from 'vitest';
import { directRoute } from './direct-route';

const tenant = { locales: ['en', 'cn', 'vi'] as const, defaultLocale: 'en' as const };

describe('directRoute', () => {
  it('routes an unprefixed path to the default locale when nothing asks for another', () => {
    expect(directRoute(tenant, '/', undefined, null)).toBe('/en');
    expect(directRoute(tenant, '/slots', 'en', 'zh-CN')).toBe('/en/slots');
  });

  it('keeps a prefixed path of a non-default locale the cookie agrees with', () => {
    expect(directRoute(tenant, '/cn/slots', 'cn', 'en')).toBe('/cn/slots');
    expect(directRoute(tenant, '/cn', 'cn', null)).toBe('/cn');
  });

  it('leaves redirects, detection and cookie writes to next-intl', () => {
    expect(directRoute(tenant, '/en/slots', 'en', null)).toBeNull(); // default prefix → redirect
    expect(directRoute(tenant, '/cn', undefined, null)).toBeNull(); // cookie to write
    expect(directRoute(tenant, '/', 'cn', null)).toBeNull(); // cookie asks for cn → redirect
    expect(directRoute(tenant, '/', undefined, 'vi')).toBeNull(); // detection
    expect(directRoute(tenant, '/rus/x', 'rus', null)).toBeNull(); // locale the tenant lacks
  });

  it('treats a path that only starts like a locale as a page', () => {
    expect(directRoute(tenant, '/cnx', undefined, null)).toBe('/en/cnx');
  });
});
