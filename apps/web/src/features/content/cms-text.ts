import type { Cms, LocalePrefix } from '@felt/contract';
import { sanitizeCms } from './sanitize-cms';

export type CmsKey = keyof Cms;

/** Operator text in two versions: English and the tenant's local language. */
export type LocalizedBody = { en_body: string; local_body: string };

/**
 * The body for a reader, sanitized: the local body for a reader of another language than English when it
 * has one, else the English body. null when both are empty or nothing survives the sanitizer.
 */
export function readerBody(texts: LocalizedBody, locale: LocalePrefix): string | null {
  const body = locale !== 'en' && texts.local_body.trim() ? texts.local_body : texts.en_body;
  return sanitizeCms(body) || null;
}

/** A CMS page's body for a reader; null when the page is switched off, empty, or the CMS is unknown. */
export function cmsBodyOf(cms: Cms | null, key: CmsKey, locale: LocalePrefix): string | null {
  const entry = cms?.[key];
  if (!entry?.status) return null;
  return readerBody(entry, locale);
}

/** Whether a CMS page is switched off. An unknown CMS (the platform could not say) counts as on. */
export function cmsPageOff(cms: Cms | null, key: CmsKey): boolean {
  return cms !== null && !cms[key].status;
}
