import { type LocalePrefix, localeByPrefix, MESSAGE_FILES, type MessageFile, SOURCE_LOCALE } from '@felt/contract';
import { isMessage, type MessageTree, overlay } from './message-tree';

export type { Message, MessageTree } from './message-tree';
export type Messages = Record<MessageFile, MessageTree>;

/** Reads one message file; the default imports apps/web/messages/<locale>/<file>.json. */
export type MessageImporter = (locale: LocalePrefix, file: MessageFile) => Promise<MessageTree>;

export const importMessageFile: MessageImporter = async (locale, file) =>
  (await import(`../../messages/${locale}/${file}.json`)).default as MessageTree;

/** The five files of a locale, each a namespace named after its file; a file that fails is skipped (SPEC 8). */
async function loadFiles(locale: LocalePrefix, importer: MessageImporter): Promise<Messages> {
  const files = await Promise.all(
    MESSAGE_FILES.map(async (file): Promise<[MessageFile, MessageTree]> => {
      try {
        return [file, await importer(locale, file)];
      } catch (error) {
        console.error('Failed locale loading', { locale, file, error: (error as Error).message });
        return [file, {}];
      }
    }),
  );
  return Object.fromEntries(files) as Messages;
}

function hasText(tree: MessageTree): boolean {
  return Object.values(tree).some((value) => (isMessage(value) ? value.length > 0 : hasText(value)));
}

/**
 * The messages of a locale. A locale without any messages falls back to English with a warning naming
 * its code (SPEC 8); missing or empty keys of a partly translated locale read in English.
 */
export async function loadMessages(
  locale: LocalePrefix,
  importer: MessageImporter = importMessageFile,
): Promise<Messages> {
  const own = await loadFiles(locale, importer);
  if (locale === SOURCE_LOCALE) return own;
  const english = await loadFiles(SOURCE_LOCALE, importer);
  if (!Object.values(own).some(hasText)) {
    const code = localeByPrefix(locale)?.code ?? locale;
    console.warn(`Locale ${code} has no messages; falling back to ${SOURCE_LOCALE}`);
    return english;
  }
  return Object.fromEntries(MESSAGE_FILES.map((file) => [file, overlay(english[file], own[file])])) as Messages;
}
