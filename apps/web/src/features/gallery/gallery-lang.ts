import { LOCALE_PREFIXES, type LocalePrefix, SOURCE_LOCALE } from '@felt/contract/tables';

// The gallery's own language travels in its address (?lang=); its root layout cannot read the address, so the proxy
// hands the language to it in this request header, which it sets on every gallery request.
export const GALLERY_LANG_HEADER = 'x-felt-gallery-lang';

export function galleryLang(value: string | null | undefined): LocalePrefix {
  return (LOCALE_PREFIXES as readonly string[]).includes(value ?? '') ? (value as LocalePrefix) : SOURCE_LOCALE;
}
