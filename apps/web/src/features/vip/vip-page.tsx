import type { LocalePrefix } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { PagePanel } from '@/ui/form/page-panel';
import { loadVipLevels } from './load-vip-levels.server';
import { VipLadder } from './vip-ladder';
import { VipProgress } from './vip-progress';
import '@/ui/form/forms.css';

// The ladder needs only the tenant, so it is read on the server and the page stays one cached, indexable
// document per tenant and language; the player's own level and progress are filled in by the browser.

/** /vip, for guests and players: every level with its thresholds and benefits, then the player's progress. */
export async function VipPage({ tenant, locale }: { tenant: ReadyTenant; locale: LocalePrefix }) {
  const t = await getTranslations({ locale, namespace: 'ui.vip' });
  const levels = await loadVipLevels(tenant);
  const { currency } = tenant.startup.site;
  return (
    <PagePanel title={t('title')} intro={t('intro')} width="wide">
      {levels === null ? (
        <p data-slot="form-text">{t('unavailable')}</p>
      ) : (
        <>
          <VipProgress levels={levels} currency={currency} />
          <VipLadder levels={levels} currency={currency} />
        </>
      )}
    </PagePanel>
  );
}
