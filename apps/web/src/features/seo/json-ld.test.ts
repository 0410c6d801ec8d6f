import { describe, expect, it } from 'vitest';
import { jsonLdText } from './json-ld';
import { organizationLd } from './organization-ld';

describe('jsonLdText', () => {
  it('cannot close its script element, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', note: 'a & b <!-- c --> \u2028' };
    const text = jsonLdText(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('organizationLd', () => {
  const site = { site_name: 'Lucky Lantern', logo1: '/api/media/logo1.svg', logo2: '/api/media/logo2.svg' };

  it('names the site, its home, its square logo and its web profiles only', () => {
    const accounts = [
      { href: 'https://facebook.example/lucky' },
      { href: 'mailto:help@lucky.example' },
      { href: 'tel:+100' },
      { href: 'https://facebook.example/lucky' },
      { href: 'not a url at all:' },
    ];
    expect(organizationLd(site, 'https://lucky.example', accounts)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Lucky Lantern',
      url: 'https://lucky.example/',
      logo: 'https://lucky.example/api/media/logo2.svg',
      sameAs: ['https://facebook.example/lucky'],
    });
  });

  it('leaves out sameAs without profiles and logo without logos', () => {
    const ld = organizationLd({ site_name: 'X', logo1: '', logo2: '' }, 'https://x.example', []);
    expect(ld).not.toHaveProperty('sameAs');
    expect(ld).not.toHaveProperty('logo');
  });
});
