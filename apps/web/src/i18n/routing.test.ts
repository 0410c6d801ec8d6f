import { describe, expect, it } from 'vitest';
import { localizedPath, tenantLocales } from './routing';

describe('tenantLocales', () => {
  it('maps locale codes to URL prefixes in LOCALES order, with the marked default', () => {
    const locales = tenantLocales([
      { code: 'VI', is_default: false },
      { code: 'CN', is_default: true },
      { code: 'EN', is_default: false },
    ]);
    expect(locales).toEqual({ locales: ['en', 'cn', 'vi'], defaultLocale: 'cn' });
  });

  it('takes the first language when none is marked', () => {
    expect(tenantLocales([{ code: 'RUS', is_default: false }])).toEqual({ locales: ['rus'], defaultLocale: 'rus' });
  });
});

describe('localizedPath', () => {
  const tenant = { locales: ['en', 'cn'] as const, defaultLocale: 'cn' as const };
  it('leaves the default locale unprefixed and prefixes the others', () => {
    expect(localizedPath(tenant, 'cn', '/')).toBe('/');
    expect(localizedPath(tenant, 'cn', '/slots')).toBe('/slots');
    expect(localizedPath(tenant, 'en', '/')).toBe('/en');
    expect(localizedPath(tenant, 'en', '/slots')).toBe('/en/slots');
  });
});
