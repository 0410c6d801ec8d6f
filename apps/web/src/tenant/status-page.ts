import { createHash } from 'node:crypto';
import { ERROR_KEYS, LOCALE_PREFIXES, LOCALES, type LocalePrefix } from '@felt/contract/tables';
import { fillMessage } from '@/i18n/fill-message';
import { errorTextOf } from '@/lib/error-text';
import { STATUS_TEXTS } from './status-messages';

// The two pages the proxy answers itself, before a site is known: "site not configured" (404) and "platform
// unavailable" (503). Without a site there is no template to wear, but the reader's language is known: from the
// address's language prefix, else from what the browser asks for (SPEC 4, 8). Each offers to try again.

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;' +
  'background:#f6f7f9;color:#1b1f24}main{max-width:32rem;padding:2rem;text-align:center}' +
  'h1{font-size:1.5rem;margin:0 0 1rem}p{line-height:1.5;margin:.5rem 0}a{color:#0b57d0}';
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** This page's own policy: nothing runs, only its one inline style. */
export const STATUS_PAGE_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The language of a status page: the path's prefix, else the browser's first language we have, else English. */
export function statusLocale(pathname: string, acceptLanguage: string | null): LocalePrefix {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  if ((LOCALE_PREFIXES as readonly string[]).includes(first)) return first as LocalePrefix;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase().split('-')[0] ?? '')
    .map((tag) => (tag === 'tl' ? 'fil' : tag));
  for (const tag of wanted) {
    const match = LOCALES.find((locale) => locale.bcp47.toLowerCase().split('-')[0] === tag);
    if (match) return match.prefix;
  }
  return 'en';
}

function page(locale: LocalePrefix, title: string, lines: string[]): string {
  const { bcp47 } = LOCALES.find((entry) => entry.prefix === locale) ?? LOCALES[0];
  const body = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  // An empty href is this very address: trying again is loading it again.
  const retry = `<p><a href="">${escapeHtml(STATUS_TEXTS[locale].retry)}</a></p>`;
  return `<!doctype html><html lang="${bcp47}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}${retry}</main></body></html>`;
}

/**
 * A startup that did not succeed. The usual "not configured" reads with the host and a hint; any other word of
 * the platform (a suspended site, a back end's own reason) is shown as SPEC 8 shows messages: a key in words,
 * else as written.
 */
export function siteNotConfiguredHtml(
  host: string,
  locale: LocalePrefix = 'en',
  message: string = ERROR_KEYS.siteNotConfigured,
): string {
  const texts = STATUS_TEXTS[locale];
  if (message.trim() !== ERROR_KEYS.siteNotConfigured) {
    return page(locale, texts.errorTitle, [errorTextOf(message, (key) => texts.errors[key])]);
  }
  return page(locale, texts.notConfiguredTitle, [
    fillMessage(texts.notConfiguredMessage, { host }),
    texts.notConfiguredHint,
  ]);
}

export function serviceUnavailableHtml(locale: LocalePrefix = 'en'): string {
  const texts = STATUS_TEXTS[locale];
  return page(locale, texts.errorTitle, [texts.unavailable]);
}
