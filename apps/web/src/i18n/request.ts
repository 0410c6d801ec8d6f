import { LOCALE_PREFIXES, type LocalePrefix, SOURCE_LOCALE } from '@felt/contract';
import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { loadMessages, type Messages } from './load-messages';

// Message files are part of the build, so each locale is read once per process.
const cache = new Map<LocalePrefix, Promise<Messages>>();

function messagesOf(locale: LocalePrefix): Promise<Messages> {
  let messages = cache.get(locale);
  if (!messages) {
    messages = loadMessages(locale);
    cache.set(locale, messages);
  }
  return messages;
}

export default getRequestConfig(async ({ locale: explicit, requestLocale }) => {
  // Pages pass the locale of their URL (setRequestLocale); code outside a page passes one explicitly.
  const requested = explicit ?? (await requestLocale);
  const locale = hasLocale(LOCALE_PREFIXES, requested) ? requested : SOURCE_LOCALE;
  return {
    locale,
    messages: await messagesOf(locale),
    // Cached pages are rendered once for everyone, so server-side dates use UTC; the browser shows local time.
    timeZone: 'UTC',
  };
});
