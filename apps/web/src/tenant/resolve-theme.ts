import { ERROR_KEYS, isThemeCode, isThemeColor, type Site, type ThemeCode, type ThemeColor } from '@felt/contract';

export type ThemeResolution =
  | { ok: true; theme: ThemeCode; color: ThemeColor }
  | { ok: false; errorKey: typeof ERROR_KEYS.invalidThemeCode | typeof ERROR_KEYS.invalidThemeColor };

/** SPEC 4: an unknown theme code or a colour outside the theme's list stops the site with a plain message. */
export function resolveTheme(site: Pick<Site, 'theme_code' | 'theme_color'>): ThemeResolution {
  if (!isThemeCode(site.theme_code)) return { ok: false, errorKey: ERROR_KEYS.invalidThemeCode };
  if (!isThemeColor(site.theme_code, site.theme_color)) return { ok: false, errorKey: ERROR_KEYS.invalidThemeColor };
  return { ok: true, theme: site.theme_code, color: site.theme_color };
}
