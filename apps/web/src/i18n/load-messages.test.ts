import type { LocalePrefix, MessageFile } from '@felt/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages, type MessageImporter, type MessageTree } from './load-messages';

type Files = Partial<Record<LocalePrefix, Partial<Record<MessageFile, MessageTree>>>>;

function importerOf(files: Files): MessageImporter {
  return async (locale, file) => {
    const tree = files[locale]?.[file];
    if (!tree) throw new Error(`no file ${locale}/${file}`);
    return tree;
  };
}

const english = {
  ui: { locale: { label: 'Language' }, home: { title: 'Home' } },
  validation: {},
  errors: { notFound: 'Not found.' },
  messages: {},
  misc: {},
};

describe('loadMessages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('falls back to English and warns with the locale code when a locale has no messages', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const empty = { ui: {}, validation: {}, errors: {}, messages: {}, misc: {} };
    const messages = await loadMessages('mmk', importerOf({ en: english, mmk: empty }));
    expect(messages).toEqual(english);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('MMK'));
  });

  it("logs 'Failed locale loading' and skips a file that fails to load", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cn = { ui: { locale: { label: '语言' } }, validation: {}, errors: {}, messages: {} };
    const messages = await loadMessages('cn', importerOf({ en: english, cn }));
    expect(error).toHaveBeenCalledWith(
      'Failed locale loading',
      expect.objectContaining({ locale: 'cn', file: 'misc' }),
    );
    expect(messages.ui).toEqual({ locale: { label: '语言' }, home: { title: 'Home' } });
    expect(messages.misc).toEqual({});
  });

  it('reads English for keys a locale lacks or leaves empty', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const esp = { ...english, ui: { locale: { label: 'Idioma' }, home: { title: '' } }, errors: {} };
    const messages = await loadMessages('esp', importerOf({ en: english, esp }));
    expect(messages.ui).toEqual({ locale: { label: 'Idioma' }, home: { title: 'Home' } });
    expect(messages.errors).toEqual({ notFound: 'Not found.' });
  });

  it('answers English as is for English', async () => {
    expect(await loadMessages('en', importerOf({ en: english }))).toEqual(english);
  });
});
