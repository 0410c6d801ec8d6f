import { type Announcement, fetchAnnouncement, type LocaleCode } from '@felt/contract';
import { cachedTenantCall, tenantIds } from '@/tenant/cached-read.server';
import type { ReadyTenant } from '@/tenant/load-tenant.server';

/** The tenant's announcements in the reader's language, newest first; empty when the platform cannot say. */
export async function loadNews(tenant: ReadyTenant, lang: LocaleCode): Promise<Announcement[]> {
  const news = await cachedTenantCall(tenantIds(tenant), 'news', fetchAnnouncement, {
    body: { lang },
    pick: (answer) => answer.value,
    otherwise: [],
    fallback: [],
  });
  return [...news].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}
