import { describe, expect, it } from 'vitest';
import { checkMessageText } from '../tables/check-messages';
import { web_url } from './fields';

const problem = (value: unknown) => web_url.safeParse(value).error?.issues.map((issue) => issue.message);

describe('web_url (SPEC 5)', () => {
  it('takes http and https addresses and paths on the site, trimmed', () => {
    expect(web_url.parse('https://partners.example/')).toBe('https://partners.example/');
    expect(web_url.parse(' http://partners.example/a?b=1 ')).toBe('http://partners.example/a?b=1');
    expect(web_url.parse('/api/media/logos/jili.v1.svg')).toBe('/api/media/logos/jili.v1.svg');
  });

  it("refuses anything else with the invalidUrl key, which reads 'Invalid URL'", () => {
    for (const bad of [
      'partners.example',
      'javascript:alert(1)',
      'ftp://partners.example/',
      'https://',
      '//evil.example/x',
      '/\\evil.example',
      '',
      `https://a.example/${'x'.repeat(520)}`,
    ]) {
      expect(problem(bad), bad).toEqual(['invalidUrl']);
    }
    expect(checkMessageText('invalidUrl')).toBe('Invalid URL');
    expect(checkMessageText('invalidEmail')).toBe('Invalid email address');
    expect(checkMessageText('must be one of a, b')).toBe('must be one of a, b');
  });
});
