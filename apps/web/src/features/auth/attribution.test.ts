import { AFFILIATE_STORAGE_KEY } from '@felt/contract/tables';
import { describe, expect, it } from 'vitest';
import {
  APPSFLYER_STORAGE_KEY,
  attributionFrom,
  cookieValue,
  newVisitorId,
  referrerFrom,
  rememberAffiliate,
  VISITOR_STORAGE_KEY,
} from './attribution';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('referrerFrom', () => {
  it('reads ?referrer_code= first, then ?ref=', () => {
    expect(referrerFrom('?ref=FRIEND1')).toBe('FRIEND1');
    expect(referrerFrom('?ref=A&referrer_code=B')).toBe('B');
    expect(referrerFrom('')).toBe('');
  });
});

describe('cookieValue', () => {
  it('finds one cookie among many', () => {
    expect(cookieValue('a=1; _fbp=fb.1.123.456; b=2', '_fbp')).toBe('fb.1.123.456');
    expect(cookieValue('a=1', '_fbp')).toBeUndefined();
    expect(cookieValue('x=a%3Db', 'x')).toBe('a=b');
  });
});

describe('attributionFrom', () => {
  it('collects the campaign, the pixel cookie, the AppsFlyer id and the visitor id', () => {
    const store = memoryStore({ [APPSFLYER_STORAGE_KEY]: 'af-1', [VISITOR_STORAGE_KEY]: 'v-1' });
    const result = attributionFrom('?ch=fb&cm=spring&pp=p1&aff=AFF9', '_fbp=fb.1.2.3', store, () => 'new');
    expect(result).toEqual({
      ch: 'fb',
      cm: 'spring',
      pp: 'p1',
      affiliate_code: 'AFF9',
      fbp: 'fb.1.2.3',
      appsflyer_id: 'af-1',
      visitor_id: 'v-1',
    });
  });

  it('prefers affiliate_code over aff and leaves empty fields out', () => {
    const result = attributionFrom('?affiliate_code=A1&aff=A2&ch=', '', memoryStore(), () => 'new');
    expect(result).toEqual({ affiliate_code: 'A1', visitor_id: 'new' });
  });

  it('makes the visitor id once and keeps it', () => {
    const store = memoryStore();
    attributionFrom('', '', store, () => 'first');
    expect(store.data.get(VISITOR_STORAGE_KEY)).toBe('first');
    expect(attributionFrom('', '', store, () => 'second').visitor_id).toBe('first');
  });

  it('cuts values to the signup limits and survives a store that refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const result = attributionFrom(`?ch=${'x'.repeat(300)}`, '', refusing, () => 'v');
    expect(result.ch).toHaveLength(128);
    expect(result.visitor_id).toBe('v');
  });
});

describe('newVisitorId', () => {
  it('is 32 hex characters and different each time', () => {
    expect(newVisitorId()).toMatch(/^[0-9a-f]{32}$/);
    expect(newVisitorId()).not.toBe(newVisitorId());
  });
});

describe('affiliate domains (aff_domain)', () => {
  const affDomain = ['partners.koi.example', 'aff.koi.example=KOI-AFF'];

  it('keep the affiliate of the domain a visitor landed from, and send it with the signup', () => {
    const store = memoryStore();
    rememberAffiliate('https://aff.koi.example/best-slots', affDomain, store);
    expect(attributionFrom('', '', store, () => 'v').affiliate_code).toBe('KOI-AFF');
  });

  it('keep the first affiliate, ignore other referrers, and let an address code win', () => {
    const store = memoryStore();
    rememberAffiliate('https://www.partners.koi.example/', affDomain, store);
    rememberAffiliate('https://aff.koi.example/', affDomain, store);
    rememberAffiliate('https://search.example/?q=koi', affDomain, store);
    expect(store.data.get(AFFILIATE_STORAGE_KEY)).toBe('partners.koi.example');
    expect(attributionFrom('?aff=LINK1', '', store, () => 'v').affiliate_code).toBe('LINK1');
  });
});
