// The stylesheets of what this renders, first and in cascade order (docs/decisions/0038).
import '@/ui/form/forms.css';
import '@/features/money/money.css';
import '@/features/inbox/inbox-vip.css';

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { InboxClient } from '@/features/inbox/inbox-client';
import { pageMetadata } from '@/features/seo/page-metadata.server';
import { PageMessages } from '@/i18n/page-messages';
import { siteView } from '@/tenant/site-view';
import { readTenantParams, type TenantParams } from '@/tenant/tenant-params.server';

// The /inbox page; the player's messages load in the browser, so the page stays cacheable.
export async function generateMetadata({ params }: { params: TenantParams }): Promise<Metadata> {
  const { tenant, locale } = await readTenantParams(params);
  return { ...(await pageMetadata(tenant, locale, 'inbox', '/inbox')), robots: { index: false } };
}

export default async function InboxPage({ params }: { params: TenantParams }) {
  const { tenant, locale } = await readTenantParams(params);
  setRequestLocale(locale);
  // In maintenance or with a bad theme the layout shows only that (SPEC 4).
  if (siteView(tenant).kind !== 'site') return null;
  return (
    <PageMessages locale={locale} paths={['ui.inbox']}>
      <InboxClient />
    </PageMessages>
  );
}
