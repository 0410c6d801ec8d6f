import { type Announcement, fetchAnnouncement, type LocaleCode } from '@felt/contract';
import { unstable_cache } from 'next/cache';
import { succeeded } from '@/lib/api/answers';
import { callPlatform, isCallFailure } from '@/lib/api/platform-client.server';
import { TENANT_REVALIDATE_SECONDS, tenantTag } from '@/tenant/cache-tags';
import type { ReadyTenant } from '@/tenant/load-tenant.server';

class NewsUnavailableError extends Error {}

async function fetchNews(domain: string, externalId: string, lang: LocaleCode): Promise<Announcement[]> {
  const answer = await callPlatform(fetchAnnouncement, { domain_name: domain, external_id: externalId, lang });
  if (succeeded(fetchAnnouncement, answer)) return answer.value;
  if (isCallFailure(fetchAnnouncement, answer)) throw new NewsUnavailableError(domain);
  return [];
}

/** The tenant's announcements in the reader's language, newest first; empty when the platform cannot say. */
export async function loadNews(tenant: ReadyTenant, lang: LocaleCode): Promise<Announcement[]> {
  const cached = unstable_cache(
    () => fetchNews(tenant.domain, tenant.startup.site.external_id, lang),
    ['news', tenant.domain, lang],
    { tags: [tenantTag(tenant.domain)], revalidate: TENANT_REVALIDATE_SECONDS },
  );
  try {
    const news = await cached();
    return [...news].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  } catch (error) {
    if (error instanceof NewsUnavailableError) return [];
    throw error;
  }
}
