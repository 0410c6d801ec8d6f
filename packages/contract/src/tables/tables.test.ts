import { describe, expect, it } from 'vitest';
import { breakpointFor } from './breakpoints';
import { CATEGORY_PATHS, keepMenuEntry } from './categories';
import { forcesLogout } from './force-logout';
import { LOCALES, localeByCode } from './locales';
import {
  bodyClassesOf,
  colorsOf,
  guestRedirectOf,
  isThemeColor,
  LOGIN_MODAL_TEMPLATES,
  loginModeOf,
  TEMPLATE_NAMES,
  type TemplateName,
  THEME_CODES,
  THEME_TEMPLATES,
  type ThemeCode,
  templateBreakpoint,
} from './templates';
import { pageJumpOf } from './timings';

describe('templates', () => {
  it('maps 22 theme codes onto template1..template23 without template18', () => {
    expect(THEME_CODES).toHaveLength(22);
    expect(new Set(TEMPLATE_NAMES).size).toBe(22);
    expect(TEMPLATE_NAMES).not.toContain('template18');
    expect(TEMPLATE_NAMES).toContain('template23');
  });

  it('gives every theme five colours and refuses others', () => {
    for (const theme of THEME_CODES) expect(colorsOf(theme)).toHaveLength(5);
    expect(isThemeColor('casino1', 'gold')).toBe(true);
    expect(isThemeColor('casino1', 'neon')).toBe(false);
  });

  it('uses only the breakpoints SPEC 9 allows', () => {
    for (const name of TEMPLATE_NAMES) expect([768, 769, 960, 999, 1200]).toContain(templateBreakpoint(name));
  });

  it('knows which templates log in through a modal', () => {
    expect(LOGIN_MODAL_TEMPLATES).toEqual(['template4', 'template6', 'template8', 'template10']);
    expect(loginModeOf('template10')).toBe('signin-modal');
    expect(loginModeOf('template4')).toBe('modal');
    expect(loginModeOf('template1')).toBe('page');
  });

  it('adds the body classes of SPEC 2.6', () => {
    expect(bodyClassesOf('slot2', 'neon')).toEqual(['body_main_wrap', 'body_main_container', 'neon']);
    expect(bodyClassesOf('casino3', 'gold')).toEqual(['body_main_wrap', 'gold']);
    expect(bodyClassesOf('casino1', 'gold')).toEqual([]);
  });
});

describe('guest redirects (SPEC 2.4)', () => {
  it('sends slot2, slot4 and sportsbook1 home with the login modal, slot5 with the sign-in modal', () => {
    for (const theme of ['slot2', 'slot4', 'sportsbook1'] as const) {
      expect(guestRedirectOf(theme)).toEqual({ path: '/', modal: 'login', delayMs: 1000 });
    }
    expect(guestRedirectOf('slot5')).toEqual({ path: '/', modal: 'signin', delayMs: 1000 });
  });

  it('sends every other theme to the login page, and only login-modal templates open a modal', () => {
    for (const [theme, template] of Object.entries(THEME_TEMPLATES) as [ThemeCode, TemplateName][]) {
      const redirect = guestRedirectOf(theme);
      expect('modal' in redirect, theme).toBe((LOGIN_MODAL_TEMPLATES as readonly string[]).includes(template));
      if (!('modal' in redirect)) expect(redirect.path).toBe('/login');
    }
  });
});

describe('categories and menus', () => {
  it('maps category keys to path segments, hot to the empty one', () => {
    expect(CATEGORY_PATHS.slot_game).toBe('slots');
    expect(CATEGORY_PATHS.poker).toBe('table');
    expect(CATEGORY_PATHS.hot).toBe('');
  });

  it('keeps a menu entry with providers, a non-product entry and hot', () => {
    const counts = { slot_game: 3, casino: 0 };
    expect(keepMenuEntry('slot_game', counts)).toBe(true);
    expect(keepMenuEntry('casino', counts)).toBe(false);
    expect(keepMenuEntry('bingo', counts)).toBe(false);
    expect(keepMenuEntry('promotions', counts)).toBe(true);
    expect(keepMenuEntry('hot', counts)).toBe(true);
  });
});

describe('other constants', () => {
  it('lists the 11 locales of DESIGN.md 5', () => {
    expect(LOCALES.map((l) => l.code)).toEqual([
      'EN',
      'PHP',
      'CN',
      'ESP',
      'RUS',
      'VI',
      'MS',
      'NE',
      'MMK',
      'MNT',
      'IDR',
    ]);
    expect(localeByCode('CN')?.bcp47).toBe('zh-CN');
  });

  it('finds the breakpoint for a width, desktop when unknown', () => {
    expect(breakpointFor(undefined)).toBe('desktop');
    expect(breakpointFor(200)).toBe('desktop');
    expect(breakpointFor(390)).toBe('mobileMedium');
    expect(breakpointFor(1300)).toBe('desktopMedium');
  });

  it('forces logout on exactly the SPEC 4 messages', () => {
    for (const m of ['sessionExpired', 'Session Expired', 'BLOCK', 'CLOSE', 'permissionDenied']) {
      expect(forcesLogout(m)).toBe(true);
    }
    expect(forcesLogout('sessionexpired')).toBe(false);
    expect(forcesLogout(undefined)).toBe(false);
  });

  it('jumps half the visible pages rounded up', () => {
    expect(pageJumpOf()).toBe(3);
    expect(pageJumpOf(7)).toBe(4);
    expect(pageJumpOf(4)).toBe(2);
  });
});
