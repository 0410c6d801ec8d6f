// The ad visit of SPEC 4, as plain functions over the browser's storage so they can be tested without one.

/** Local storage key of the AppsFlyer id a visitor arrived with (SPEC 4). */
export const APPSFLYER_KEY = 'appsflyer_id';
/** Session storage flag: this browser session has reported its ad visit. */
export const AD_VISIT_SENT_KEY = 'felt_ad_visit_sent';
/** The contract's longest fbp and appsflyer_id. */
const MAX_LENGTH = 256;

type Store = Pick<Storage, 'getItem' | 'setItem'>;
export type AdVisitBody = { fbp?: string; appsflyer_id?: string };

function usable(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= MAX_LENGTH ? trimmed : undefined;
}

/** Storage can throw (disabled, private mode, quota): then it counts as empty and nothing is kept. */
function read(store: Store, key: string): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

function write(store: Store, key: string, value: string): void {
  try {
    store.setItem(key, value);
  } catch {
    // Nothing to keep it in; the visit is still reported once from this page.
  }
}

/** The _fbp cookie (Meta's pixel) from a document.cookie string. */
export function fbpOf(cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === '_fbp') {
      try {
        return usable(decodeURIComponent(rest.join('=')));
      } catch {
        return usable(rest.join('='));
      }
    }
  }
  return undefined;
}

/** Keeps the query's appsflyer_id when none is stored yet (the first one wins); returns the stored id. */
export function rememberAppsflyer(search: string, local: Store): string | undefined {
  const stored = usable(read(local, APPSFLYER_KEY));
  if (stored) return stored;
  const fromQuery = usable(new URLSearchParams(search).get(APPSFLYER_KEY));
  if (fromQuery) write(local, APPSFLYER_KEY, fromQuery);
  return fromQuery;
}

/**
 * What to report for this page view, or null: nothing when the session already reported, or when the visit
 * has neither a pixel cookie nor an AppsFlyer id. A body returned marks the session as reported.
 */
export function adVisitToSend(page: {
  search: string;
  cookies: string;
  local: Store;
  session: Store;
}): AdVisitBody | null {
  const appsflyerId = rememberAppsflyer(page.search, page.local);
  if (read(page.session, AD_VISIT_SENT_KEY)) return null;
  const fbp = fbpOf(page.cookies);
  if (!fbp && !appsflyerId) return null;
  // Marked before sending, so a second mount (another effect run, a quick reload) does not send it again.
  write(page.session, AD_VISIT_SENT_KEY, '1');
  return { ...(fbp ? { fbp } : {}), ...(appsflyerId ? { appsflyer_id: appsflyerId } : {}) };
}
