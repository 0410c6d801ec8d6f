import type { LocalePrefix } from '@felt/contract';
import type errors from '../../messages/en/errors.json';
import type messages from '../../messages/en/messages.json';
import type misc from '../../messages/en/misc.json';
import type ui from '../../messages/en/ui.json';
import type validation from '../../messages/en/validation.json';

// next-intl's types follow the English messages: t('ui.home.hotGames') is checked at compile time, and a
// locale is one of the LOCALES URL prefixes.
declare module 'next-intl' {
  interface AppConfig {
    Locale: LocalePrefix;
    Messages: {
      ui: typeof ui;
      validation: typeof validation;
      errors: typeof errors;
      messages: typeof messages;
      misc: typeof misc;
    };
  }
}
