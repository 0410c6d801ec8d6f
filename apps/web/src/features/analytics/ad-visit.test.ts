import { describe, expect, it } from 'vitest';
import { AD_VISIT_SENT_KEY, APPSFLYER_KEY, adVisitToSend, fbpOf, rememberAppsflyer } from './ad-visit';

function store(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const broken = {
  getItem: (): string | null => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('denied');
  },
};

describe('fbpOf', () => {
  it('reads the _fbp cookie among others', () => {
    expect(fbpOf('a=1; _fbp=fb.1.1700000000.123; b=2')).toBe('fb.1.1700000000.123');
    expect(fbpOf('a=1; x_fbp=2')).toBeUndefined();
    expect(fbpOf('')).toBeUndefined();
  });
});

describe('rememberAppsflyer', () => {
  it('stores the query id when none is stored, and keeps the first one', () => {
    const local = store();
    expect(rememberAppsflyer('?appsflyer_id=af-1', local)).toBe('af-1');
    expect(local.data.get(APPSFLYER_KEY)).toBe('af-1');
    expect(rememberAppsflyer('?appsflyer_id=af-2', local)).toBe('af-1');
    expect(local.data.get(APPSFLYER_KEY)).toBe('af-1');
  });

  it('ignores empty and over-long ids, and storage that throws', () => {
    expect(rememberAppsflyer('?appsflyer_id=', store())).toBeUndefined();
    expect(rememberAppsflyer(`?appsflyer_id=${'x'.repeat(300)}`, store())).toBeUndefined();
    expect(rememberAppsflyer('?appsflyer_id=af-3', broken)).toBe('af-3');
  });
});

describe('adVisitToSend', () => {
  it('sends once per session with what the visit has', () => {
    const local = store();
    const session = store();
    const page = { search: '?appsflyer_id=af-1', cookies: '_fbp=fb.1', local, session };
    expect(adVisitToSend(page)).toEqual({ fbp: 'fb.1', appsflyer_id: 'af-1' });
    expect(session.data.get(AD_VISIT_SENT_KEY)).toBe('1');
    expect(adVisitToSend(page)).toBeNull();
  });

  it('sends a stored id on a later page without the query', () => {
    const page = { search: '', cookies: '', local: store({ [APPSFLYER_KEY]: 'af-9' }), session: store() };
    expect(adVisitToSend(page)).toEqual({ appsflyer_id: 'af-9' });
  });

  it('sends nothing for a visit without an ad marker', () => {
    const session = store();
    expect(adVisitToSend({ search: '?x=1', cookies: 'a=1', local: store(), session })).toBeNull();
    expect(session.data.has(AD_VISIT_SENT_KEY)).toBe(false);
  });
});
