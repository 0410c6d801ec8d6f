import { AFFILIATE_STORAGE_KEY, affiliateOfReferrer } from '@felt/contract/tables';

// Where a new player came from, sent with signup (SPEC 7): campaign fields from the address, the
// Facebook pixel cookie, the AppsFlyer id, the affiliate of an affiliate domain and a visitor id this
// browser keeps.

/** localStorage key of the AppsFlyer id (saved from the address at startup, SPEC 4). */
export const APPSFLYER_STORAGE_KEY = 'appsflyer_id';
/** localStorage key of this browser's visitor id, made once. */
export const VISITOR_STORAGE_KEY = 'felt.visitorId';

export type Attribution = {
  ch?: string;
  cm?: string;
  pp?: string;
  affiliate_code?: string;
  fbp?: string;
  appsflyer_id?: string;
  visitor_id?: string;
};

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The signup schema's length limits: a longer value is cut rather than failing the whole signup. */
const LIMITS = { ch: 128, cm: 128, pp: 128, affiliate_code: 64, fbp: 256, appsflyer_id: 256, visitor_id: 256 };

/** The referrer code a link carries: ?ref= or ?referrer_code=. */
export function referrerFrom(search: string): string {
  const params = new URLSearchParams(search);
  return (params.get('referrer_code') || params.get('ref') || '').trim().slice(0, 64);
}

/** One cookie's value from a document.cookie string. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function read(store: KeyValueStore, key: string): string | undefined {
  try {
    return store.getItem(key) ?? undefined;
  } catch {
    return undefined; // storage refused (private mode, blocked): no id
  }
}

/** This browser's visitor id: the stored one, or a new one stored for next time. */
export function visitorId(store: KeyValueStore, newId: () => string): string {
  const known = read(store, VISITOR_STORAGE_KEY);
  if (known) return known;
  const id = newId();
  try {
    store.setItem(VISITOR_STORAGE_KEY, id);
  } catch {
    // Not kept: this signup still carries it.
  }
  return id;
}

/** The hidden signup fields, from the address, the cookies and the store; empty ones left out. */
export function attributionFrom(
  search: string,
  cookies: string,
  store: KeyValueStore,
  newId: () => string,
): Attribution {
  const params = new URLSearchParams(search);
  const raw: Record<keyof Attribution, string | undefined> = {
    ch: params.get('ch') ?? undefined,
    cm: params.get('cm') ?? undefined,
    pp: params.get('pp') ?? undefined,
    // An affiliate's own link names it; else the affiliate domain the visitor first came from (aff_domain).
    affiliate_code: params.get('affiliate_code') || params.get('aff') || read(store, AFFILIATE_STORAGE_KEY),
    fbp: cookieValue(cookies, '_fbp'),
    appsflyer_id: read(store, APPSFLYER_STORAGE_KEY) || params.get('appsflyer_id') || undefined,
    visitor_id: visitorId(store, newId),
  };
  const result: Attribution = {};
  for (const [key, value] of Object.entries(raw) as [keyof Attribution, string | undefined][]) {
    const trimmed = value?.trim().slice(0, LIMITS[key]);
    if (trimmed) result[key] = trimmed;
  }
  return result;
}

/**
 * On landing from a page of one of the site's affiliate domains, keeps that affiliate for the signup. The
 * first affiliate is kept: a later visit through another partner does not take the player over.
 */
export function rememberAffiliate(referrer: string, affDomain: readonly string[], store: KeyValueStore): void {
  const code = affiliateOfReferrer(referrer, affDomain);
  if (!code || read(store, AFFILIATE_STORAGE_KEY)) return;
  try {
    store.setItem(AFFILIATE_STORAGE_KEY, code);
  } catch {
    // Storage refused: an address ?aff= still works.
  }
}

/** 128 random bits as hex. */
export function newVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The attribution of this page view, read when the signup is sent. */
export function collectAttribution(): Attribution {
  return attributionFrom(window.location.search, document.cookie, window.localStorage, newVisitorId);
}
