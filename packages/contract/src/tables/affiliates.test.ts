import { describe, expect, it } from 'vitest';
import { affiliateDomainOf, affiliateOfReferrer } from './affiliates';

describe('aff_domain entries', () => {
  it('read "host" as an affiliate known by its host, and "host=CODE" with its code', () => {
    expect(affiliateDomainOf('Partners.Example.com')).toEqual({
      host: 'partners.example.com',
      code: 'partners.example.com',
    });
    expect(affiliateDomainOf('aff.example.com=KOI-7')).toEqual({ host: 'aff.example.com', code: 'KOI-7' });
  });

  it('refuse what is not a host, a code too long, or more than one "="', () => {
    for (const bad of [
      '',
      'localhost',
      'http://a.example',
      'a.example=',
      'a.example=x=y',
      `a.example=${'x'.repeat(65)}`,
    ]) {
      expect(affiliateDomainOf(bad)).toBeNull();
    }
    expect(affiliateDomainOf(`${'a'.repeat(60)}.example.com`)).toBeNull();
  });
});

describe('the affiliate of a referring page', () => {
  const entries = ['example.com=WIDE', 'partners.example.com=NARROW', 'other.example'];

  it('matches the host or a subdomain, the most specific entry first', () => {
    expect(affiliateOfReferrer('https://partners.example.com/landing?x=1', entries)).toBe('NARROW');
    expect(affiliateOfReferrer('https://blog.partners.example.com/', entries)).toBe('NARROW');
    expect(affiliateOfReferrer('https://www.example.com/', entries)).toBe('WIDE');
    expect(affiliateOfReferrer('http://other.example/', entries)).toBe('other.example');
  });

  it('finds none for another site, a look-alike host, no referrer, or a non-web address', () => {
    expect(affiliateOfReferrer('https://notexample.com/', entries)).toBeNull();
    expect(affiliateOfReferrer('https://example.com.evil.test/', entries)).toBeNull();
    expect(affiliateOfReferrer('', entries)).toBeNull();
    expect(affiliateOfReferrer('javascript:alert(1)', entries)).toBeNull();
  });
});
