import { localeByPrefix } from '@felt/contract/tables';
import { describe, expect, it } from 'vitest';
import { afterSwitch, takeArrival } from './locale-arrival';
import { beforeSwitch, localeCookie, type SwitchRequest, switchLocale } from './switch-locale';

const site = { locales: ['en', 'cn', 'vi'] as const, defaultLocale: 'en' as const };
const chineseFirst = { locales: ['en', 'cn'] as const, defaultLocale: 'cn' as const };

describe('beforeSwitch', () => {
  it('keeps a locale the site enables', () => {
    expect(beforeSwitch('cn', site)).toBe('cn');
    expect(beforeSwitch('vi', site)).toBe('vi');
  });

  it('reads a platform code or BCP 47 tag as the locale it names', () => {
    expect(beforeSwitch('CN', site)).toBe('cn');
    expect(beforeSwitch('zh-CN', site)).toBe('cn');
    expect(beforeSwitch(' VI ', site)).toBe('vi');
  });

  it("substitutes the site's default for a language the site does not enable, or an unknown one", () => {
    expect(beforeSwitch('rus', site)).toBe('en');
    expect(beforeSwitch('vi', chineseFirst)).toBe('cn');
    expect(beforeSwitch('klingon', chineseFirst)).toBe('cn');
    expect(beforeSwitch('', site)).toBe('en');
  });

  it('falls back to the first enabled locale when the default is not among them', () => {
    expect(beforeSwitch('rus', { locales: ['vi', 'cn'], defaultLocale: 'en' })).toBe('vi');
  });
});

describe('localeCookie', () => {
  it('is i18n_redirected for a year, SameSite Lax, on every path (SPEC 9)', () => {
    expect(localeCookie('cn', false)).toBe('i18n_redirected=cn; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('is Secure on https', () => {
    expect(localeCookie('vi', true)).toBe('i18n_redirected=vi; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });
});

function run(request: Partial<SwitchRequest>) {
  const steps: string[] = [];
  const result = switchLocale(
    { requested: 'cn', current: 'en', tenant: site, pathname: '/news', search: '', https: false, ...request },
    { writeCookie: (cookie) => steps.push(`cookie ${cookie}`), navigate: (href) => steps.push(`navigate ${href}`) },
  );
  return { result, steps };
}

describe('switchLocale', () => {
  it('writes the cookie, then goes to the same page and query in the new locale', () => {
    const { result, steps } = run({ requested: 'cn', pathname: '/news', search: '?page=2&q=a' });
    expect(result).toBe('cn');
    expect(steps).toEqual([`cookie ${localeCookie('cn', false)}`, 'navigate /cn/news?page=2&q=a']);
  });

  it("leaves the site's default language unprefixed", () => {
    expect(run({ requested: 'en', current: 'cn', pathname: '/' }).steps.at(-1)).toBe('navigate /');
    expect(run({ requested: 'cn', current: 'en', tenant: chineseFirst, pathname: '/vip' }).steps.at(-1)).toBe(
      'navigate /vip',
    );
  });

  it('goes where before-switch says for a language the site does not enable', () => {
    const { result, steps } = run({ requested: 'rus', current: 'cn', pathname: '/about' });
    expect(result).toBe('en');
    expect(steps).toEqual([`cookie ${localeCookie('en', false)}`, 'navigate /about']);
  });

  it('only refreshes the cookie when the locale does not change', () => {
    const { result, steps } = run({ requested: 'cn', current: 'cn', https: true });
    expect(result).toBeNull();
    expect(steps).toEqual([`cookie ${localeCookie('cn', true)}`]);
  });

  it('hands the after-switch step to the page of the new locale, once', () => {
    run({ requested: 'vi', current: 'en' });
    expect(takeArrival('en')).toBe(false);
    expect(takeArrival('vi')).toBe(true);
    expect(takeArrival('vi')).toBe(false);
  });

  it('has no after-switch step when only the cookie was refreshed', () => {
    run({ requested: 'en', current: 'en' });
    expect(takeArrival('en')).toBe(false);
  });
});

describe('afterSwitch', () => {
  it('sets the document language and direction, closes the list and announces the change', () => {
    const root = { lang: 'en', dir: '' };
    const calls: string[] = [];
    afterSwitch(localeByPrefix('cn')!, 'Language changed to 中文', {
      root,
      announce: (text) => calls.push(`announce ${text}`),
      close: () => calls.push('close'),
    });
    expect(root).toEqual({ lang: 'zh-CN', dir: 'ltr' });
    expect(calls).toEqual(['close', 'announce Language changed to 中文']);
  });
});
