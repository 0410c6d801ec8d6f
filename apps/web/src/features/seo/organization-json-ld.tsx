import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { publicOrigin } from '@/tenant/public-origin.server';
import { jsonLdText } from './json-ld';
import { loadSocialAccounts } from './load-social.server';
import { organizationLd } from './organization-ld';

/** The site's Organization as JSON-LD, for the document head. */
export async function OrganizationJsonLd({ tenant }: { tenant: ReadyTenant }) {
  const data = organizationLd(tenant.startup.site, publicOrigin(tenant.domain), await loadSocialAccounts(tenant));
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by jsonLdText, so it cannot leave the element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
