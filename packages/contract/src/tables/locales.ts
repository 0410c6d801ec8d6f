// Languages of DESIGN.md 5: the code the platform speaks, the URL prefix, BCP 47 tag, own name, date locale and
// the icon file, named after the language (SPEC 3); the web app serves the icons from /locales/.
export const LOCALES = [
  { code: 'EN', prefix: 'en', bcp47: 'en', name: 'English', dateLocale: 'en', icon: 'english.svg' },
  { code: 'PHP', prefix: 'php', bcp47: 'fil', name: 'Filipino', dateLocale: 'en', icon: 'filipino.svg' },
  { code: 'CN', prefix: 'cn', bcp47: 'zh-CN', name: '中文', dateLocale: 'zh', icon: 'chinese.svg' },
  { code: 'ESP', prefix: 'esp', bcp47: 'es', name: 'Español', dateLocale: 'es', icon: 'spanish.svg' },
  { code: 'RUS', prefix: 'rus', bcp47: 'ru', name: 'Русский', dateLocale: 'ru', icon: 'russian.svg' },
  { code: 'VI', prefix: 'vi', bcp47: 'vi', name: 'Tiếng Việt', dateLocale: 'vi', icon: 'vietnamese.svg' },
  { code: 'MS', prefix: 'ms', bcp47: 'ms', name: 'Bahasa Melayu', dateLocale: 'ms', icon: 'malay.svg' },
  { code: 'NE', prefix: 'ne', bcp47: 'ne', name: 'नेपाली', dateLocale: 'ne', icon: 'nepali.svg' },
  { code: 'MMK', prefix: 'mmk', bcp47: 'my', name: 'မြန်မာ', dateLocale: 'en', icon: 'burmese.svg' },
  { code: 'MNT', prefix: 'mnt', bcp47: 'mn', name: 'Монгол', dateLocale: 'en', icon: 'mongolian.svg' },
  { code: 'IDR', prefix: 'idr', bcp47: 'id', name: 'Bahasa Indonesia', dateLocale: 'en', icon: 'indonesian.svg' },
] as const;

export type LocaleEntry = (typeof LOCALES)[number];
export type LocaleCode = LocaleEntry['code'];
export type LocalePrefix = LocaleEntry['prefix'];

export const LOCALE_CODES = LOCALES.map((l) => l.code) as [LocaleCode, ...LocaleCode[]];
export const LOCALE_PREFIXES = LOCALES.map((l) => l.prefix) as [LocalePrefix, ...LocalePrefix[]];

/** The message files every locale ships (SPEC 3): ui, validation, errors, messages and a short extra file. */
export const MESSAGE_FILES = ['ui', 'validation', 'errors', 'messages', 'misc'] as const;
export type MessageFile = (typeof MESSAGE_FILES)[number];

/** The locale used when nothing else is known (SPEC 9). */
export const DEFAULT_LOCALE_FALLBACK = 'en-US';
/** The locale whose messages every other locale falls back to (SPEC 8). */
export const SOURCE_LOCALE: LocalePrefix = 'en';

export function localeByCode(code: string): LocaleEntry | undefined {
  return LOCALES.find((l) => l.code === code);
}

export function localeByPrefix(prefix: string): LocaleEntry | undefined {
  return LOCALES.find((l) => l.prefix === prefix);
}
