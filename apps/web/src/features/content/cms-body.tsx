import type { LocalePrefix } from '@felt/contract';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { ContentHtml } from './content-html';
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
  return <ContentHtml html={html} />;
}
