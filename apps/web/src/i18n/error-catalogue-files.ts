import { type Message, overlay } from './message-tree';

// The import of every locale's errors file, in a module of its own: a dynamic import by template names each
// locale's chunk in the importing module (some 1.7 KB of loaders for eleven locales), so the page's first load
// carries only the one loader of this module, and this module comes with the messages, when the browser is idle.

/** Key → message: ICU text, or the build's compiled form of it where the message has arguments. */
export type Catalogue = Record<string, Message>;

/** The errors file of a locale, English underneath (as on the server: message-tree.ts `overlay`). */
export async function importCatalogue(locale: string): Promise<Catalogue> {
  const english = (await import('../../messages/en/errors.json')).default as Catalogue;
  if (locale === 'en') return english;
  const own = (await import(`../../messages/${locale}/errors.json`)).default as Catalogue;
  return overlay(english, own) as Catalogue;
}
