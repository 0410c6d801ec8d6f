// Theme code → template (DESIGN.md 4), template breakpoints (SPEC 9), login modes (SPEC 2.4) and body classes (SPEC 2.6).
export const THEME_TEMPLATES = {
  casino1: 'template1',
  casino2: 'template2',
  casino3: 'template3',
  slot2: 'template4',
  slot1: 'template5',
  slot4: 'template6',
  slot3: 'template7',
  sportsbook1: 'template8',
  casino4: 'template9',
  slot5: 'template10',
  casino5: 'template11',
  casino6: 'template12',
  slot6: 'template13',
  slot7: 'template14',
  casino7: 'template15',
  sportsbook2: 'template16',
  slot8: 'template17',
  casino8: 'template19',
  slot9: 'template20',
  sportsbook3: 'template21',
  casino9: 'template22',
  sportsbook4: 'template23',
} as const;

export type ThemeCode = keyof typeof THEME_TEMPLATES;
export type TemplateName = (typeof THEME_TEMPLATES)[ThemeCode];
export const THEME_CODES = Object.keys(THEME_TEMPLATES) as [ThemeCode, ...ThemeCode[]];
export const TEMPLATE_NAMES = Object.values(THEME_TEMPLATES) as [TemplateName, ...TemplateName[]];

export type TemplateFamily = 'casino' | 'slot' | 'sportsbook';

export function familyOf(theme: ThemeCode): TemplateFamily {
  if (theme.startsWith('sportsbook')) return 'sportsbook';
  if (theme.startsWith('slot')) return 'slot';
  return 'casino';
}

export function isThemeCode(value: string): value is ThemeCode {
  return Object.hasOwn(THEME_TEMPLATES, value);
}

/** The five colours each family offers; a tenant's theme_color must be one of its theme's list (SPEC 5). */
export const FAMILY_COLORS = {
  casino: ['gold', 'crimson', 'emerald', 'royal', 'midnight'],
  slot: ['neon', 'candy', 'lime', 'ocean', 'sunset'],
  sportsbook: ['pitch', 'navy', 'volt', 'carbon', 'flame'],
} as const satisfies Record<TemplateFamily, readonly string[]>;

export type ThemeColor = (typeof FAMILY_COLORS)[TemplateFamily][number];

export function colorsOf(theme: ThemeCode): readonly ThemeColor[] {
  return FAMILY_COLORS[familyOf(theme)];
}

export function isThemeColor(theme: ThemeCode, color: string): color is ThemeColor {
  return (colorsOf(theme) as readonly string[]).includes(color);
}

/** Template breakpoints in px (SPEC 9: 768, 769, 960, 999 or 1200 depending on the template). */
export const TEMPLATE_BREAKPOINTS: Record<Exclude<TemplateName, 'template1'>, number> = {
  template2: 768,
  template3: 999,
  template4: 768,
  template5: 769,
  template6: 768,
  template7: 960,
  template8: 999,
  template9: 1200,
  template10: 769,
  template11: 960,
  template12: 999,
  template13: 768,
  template14: 960,
  template15: 1200,
  template16: 999,
  template17: 769,
  template19: 960,
  template20: 768,
  template21: 999,
  template22: 1200,
  template23: 960,
};
/** template9's product grid switches at its own width. */
export const TEMPLATE9_PRODUCT_BREAKPOINT = 1200;
/** template1 predates template breakpoints and follows the general tablet breakpoint. */
export const TEMPLATE1_BREAKPOINT = 768;

export function templateBreakpoint(template: TemplateName): number {
  return template === 'template1' ? TEMPLATE1_BREAKPOINT : TEMPLATE_BREAKPOINTS[template];
}

/** Templates whose guests log in through a modal (SPEC 9); template10 calls it the sign-in modal. */
export const LOGIN_MODAL_TEMPLATES = ['template4', 'template6', 'template8', 'template10'] as const;

export type LoginMode = 'page' | 'modal' | 'signin-modal';

export function loginModeOf(template: TemplateName): LoginMode {
  if (template === 'template10') return 'signin-modal';
  return (LOGIN_MODAL_TEMPLATES as readonly string[]).includes(template) ? 'modal' : 'page';
}

/**
 * Where a guest goes when a page needs a player, and after a session failure (SPEC 2.4): slot2, slot4 and
 * sportsbook1 go home and open the login modal a second later, slot5 the same with its sign-in modal, every
 * other theme goes to the login page. Those four themes are exactly the login-modal templates.
 */
export type GuestRedirect = { path: '/'; modal: 'login' | 'signin'; delayMs: number } | { path: '/login' };

export function guestRedirectOf(theme: ThemeCode): GuestRedirect {
  if (theme === 'slot5') return { path: '/', modal: 'signin', delayMs: 1_000 };
  if (theme === 'slot2' || theme === 'slot4' || theme === 'sportsbook1') {
    return { path: '/', modal: 'login', delayMs: 1_000 };
  }
  return { path: '/login' };
}

/** Body classes by theme (SPEC 2.6); the colour class is added to both lists. */
export function bodyClassesOf(theme: ThemeCode, color: string): string[] {
  if (['slot2', 'slot4', 'casino4', 'sportsbook1'].includes(theme)) {
    return ['body_main_wrap', 'body_main_container', color];
  }
  if (theme === 'casino3') return ['body_main_wrap', color];
  return [];
}
