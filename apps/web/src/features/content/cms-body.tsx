import type { LocalePrefix } from '@felt/contract';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { type CmsKey, loadCmsBody } from './load-cms.server';

/** A CMS page's text (sanitized on the server by loadCmsBody); nothing when the page is off or empty. */
export async function CmsBody({
  tenant,
  cmsKey,
  locale,
}: {
  tenant: ReadyTenant;
  cmsKey: CmsKey;
  locale: LocalePrefix;
}) {
  const html = await loadCmsBody(tenant, cmsKey, locale);
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with an allow-list in sanitizeCms.
  return <div data-slot="cms-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
