import { describe, expect, it } from 'vitest';
import { clientMessages } from './client-messages';

describe('clientMessages', () => {
  it('keeps only the namespaces client components read', () => {
    const messages = {
      ui: { common: { home: 'Home' }, locale: { label: 'Language' }, shell: { menu: 'Menu' } },
      validation: { required: 'Required' },
      errors: { notFound: 'Not found.' },
      messages: {},
      misc: {},
    };
    expect(clientMessages(messages)).toEqual({
      ui: { common: { home: 'Home' }, locale: { label: 'Language' } },
      validation: { required: 'Required' },
      errors: { notFound: 'Not found.' },
    });
  });
});
