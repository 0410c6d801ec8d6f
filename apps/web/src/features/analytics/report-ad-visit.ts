import { callApi } from '@/lib/api/client';
import { deviceInfo } from '@/lib/device/device-info';
import { adVisitToSend } from './ad-visit';

/**
 * Reports this browser session's visit from an advertisement, if it is one (SPEC 4). A failure is a background
 * matter: the one error handler sees it, but no dialog opens.
 */
export function reportAdVisit(): void {
  let body: ReturnType<typeof adVisitToSend>;
  try {
    body = adVisitToSend({
      search: window.location.search,
      cookies: document.cookie,
      local: window.localStorage,
      session: window.sessionStorage,
    });
  } catch {
    // Storage itself can be off-limits (blocked cookies): no ad visit then.
    return;
  }
  // A crawler that runs scripts came from no advertisement; asked only of a visit that looks like one.
  if (body && !deviceInfo(navigator.userAgent).isCrawler)
    void callApi('/api/settings/adsvisit', body, { inline: true });
}
