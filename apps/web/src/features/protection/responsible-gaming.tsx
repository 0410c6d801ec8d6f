import type { LocalePrefix } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import { CmsBody } from '@/features/content/cms-body';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { PagePanel } from '@/ui/form/page-panel';
import { ProtectionTools } from './protection-tools';
import '@/features/content/content.css';

/** /responsible-gaming: the operator's own text for everyone (rendered into the cached page), then the tools. */
export async function ResponsibleGaming({ tenant, locale }: { tenant: ReadyTenant; locale: LocalePrefix }) {
  const t = await getTranslations('ui');
  return (
    <PagePanel title={t('account.pages.responsibleGaming')} width="wide">
      <div data-slot="protection-text">
        <CmsBody tenant={tenant} cmsKey="responsible_gaming" locale={locale} />
      </div>
      <ProtectionTools />
    </PagePanel>
  );
}
