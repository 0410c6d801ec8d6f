import { describe, expect, it } from 'vitest';
import { choiceHref, choiceQuery, readChoice } from './gallery-choice';

// The gallery's view from its address: what is missing or unknown falls back, so proxy and page agree.

const from = (query: string) => {
  const params = new URLSearchParams(query);
  return (name: string) => params.get(name);
};

describe('the gallery’s view', () => {
  it('reads a full address', () => {
    expect(readChoice(from('template=slot3&colour=ocean&locale=en&page=login&width=phone&lang=cn'))).toEqual({
      theme: 'slot3',
      color: 'ocean',
      locale: 'en',
      page: 'login',
      width: 'phone',
      lang: 'cn',
    });
  });

  it('falls back on each part it does not know: a colour of another template is its first colour', () => {
    expect(readChoice(from('template=nope&colour=ocean&locale=xx&page=/etc/passwd&width=huge&lang=de'))).toEqual({
      theme: 'casino1',
      color: 'gold',
      locale: null,
      page: 'home',
      width: 'desktop',
      lang: 'en',
    });
    expect(readChoice(from('template=sportsbook2&colour=gold')).color).toBe('pitch');
  });

  it('makes addresses of its views, and keeps only its own parameters', () => {
    const choice = readChoice(from('template=slot3&colour=ocean&page=login'));
    expect(choiceHref(choice, { color: 'lime' })).toBe(
      '/gallery?template=slot3&colour=lime&page=login&width=desktop&lang=en',
    );
    expect(String(choiceQuery(from('template=slot3&refused=wrong&x=1&lang=cn')))).toBe('template=slot3&lang=cn');
  });
});
