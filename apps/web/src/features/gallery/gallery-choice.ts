import {
  colorsOf,
  isThemeCode,
  isThemeColor,
  LOCALE_PREFIXES,
  type LocalePrefix,
  THEME_CODES,
  type ThemeCode,
  type ThemeColor,
} from '@felt/contract/tables';
import { GALLERY_PATH } from './gallery-access';
import { galleryLang } from './gallery-lang';

// What the gallery shows, read from its address (a GET form, so every view has a URL to share). Anything missing
// or unknown falls back to the first choice, so the proxy (the page's frame policy) and the page agree.

/** The player pages a guest can open, each named by its key in the gallery's messages (ui.gallery.pages). */
export const GALLERY_PAGES = {
  home: '/',
  slots: '/slots',
  casino: '/casino',
  sports: '/sports',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  promotions: '/promotions',
  vip: '/vip',
  leaderboard: '/leaderboard',
  news: '/news',
  about: '/about',
  faqs: '/faqs',
  download: '/download',
  contact: '/contact-us',
} as const;
export type GalleryPage = keyof typeof GALLERY_PAGES;

/** The phone and desktop windows of `npm run gallery` and the visual references. */
export const GALLERY_WIDTHS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type GalleryWidth = keyof typeof GALLERY_WIDTHS;

export type GalleryChoice = {
  theme: ThemeCode;
  color: ThemeColor;
  /** The preview's language; null: the site's default. Checked against the site's languages by the page. */
  locale: LocalePrefix | null;
  page: GalleryPage;
  width: GalleryWidth;
  /** The gallery's own language. */
  lang: LocalePrefix;
};

/** The query parameters, as the form names them. */
export const CHOICE_PARAMS = ['template', 'colour', 'locale', 'page', 'width', 'lang'] as const;
type Param = (typeof CHOICE_PARAMS)[number];

const isLocale = (value: string): value is LocalePrefix => (LOCALE_PREFIXES as readonly string[]).includes(value);

export function readChoice(get: (name: Param) => string | null | undefined): GalleryChoice {
  const value = (name: Param) => get(name) ?? '';
  const template = value('template');
  const theme = isThemeCode(template) ? template : THEME_CODES[0];
  const colour = value('colour');
  const page = value('page');
  const width = value('width');
  const locale = value('locale');
  const lang = value('lang');
  return {
    theme,
    color: isThemeColor(theme, colour) ? colour : (colorsOf(theme)[0] as ThemeColor),
    locale: isLocale(locale) ? locale : null,
    page: Object.hasOwn(GALLERY_PAGES, page) ? (page as GalleryPage) : 'home',
    width: Object.hasOwn(GALLERY_WIDTHS, width) ? (width as GalleryWidth) : 'desktop',
    lang: galleryLang(lang),
  };
}

/** The query of the view a request asks for: the choice's own parameters as given, nothing else. */
export function choiceQuery(get: (name: Param) => string | null | undefined): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of CHOICE_PARAMS) {
    const value = get(name);
    if (value) query.set(name, value);
  }
  return query;
}

/** The gallery's address for `choice` with some of it changed. */
export function choiceHref(choice: GalleryChoice, change: Partial<GalleryChoice> = {}): string {
  const next = { ...choice, ...change };
  const query = new URLSearchParams({
    template: next.theme,
    colour: next.color,
    ...(next.locale ? { locale: next.locale } : {}),
    page: next.page,
    width: next.width,
    lang: next.lang,
  });
  return `${GALLERY_PATH}?${query}`;
}
