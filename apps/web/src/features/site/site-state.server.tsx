import type { MenuChild } from '@felt/contract';
import { loadCmsOf } from '@/features/content/load-cms.server';
import { loadSocialAccounts } from '@/features/seo/load-social.server';
import { loadPartners } from '@/features/shell-widgets/load-partners.server';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import type { SiteView } from '@/tenant/site-view';
import { siteDataOf } from './site-state';
import { SiteStateSync } from './site-state-sync';

/**
 * The site state of SPEC 3 for the browser: the startup answer, and on a site (not in maintenance, where
 * nothing else loads) the social accounts, CMS switches and partners, all from the tenant's data cache.
 */
export async function SiteState({ tenant, view, menu }: { tenant: ReadyTenant; view: SiteView; menu: MenuChild[] }) {
  const { domain, startup } = tenant;
  const open = view.kind === 'site';
  const [accountList, cms, partners] = open
    ? await Promise.all([
        loadSocialAccounts(tenant),
        loadCmsOf(domain, startup.site.external_id),
        loadPartners(domain, startup.site.external_id),
      ])
    : [[], null, []];
  const template = view.kind === 'site' ? view.descriptor.name : '';
  return <SiteStateSync data={siteDataOf(startup, { template, menu, accountList, cms, partners })} />;
}
