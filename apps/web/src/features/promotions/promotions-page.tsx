import { type LocalePrefix, localeByPrefix } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { ContentPage } from '../content/content-page';
import { ClaimsProvider } from './claims-provider';
import { loadPromotions } from './load-promotions.server';
import { PromotionCard } from './promotion-card';
import { promotionWords } from './promotion-words.server';
import '@/features/content/content.css';
import './promotions.css';

/** /promotions: the running promotions as cards; the player's claims load in the browser. */
export async function PromotionsPage({ tenant, locale }: { tenant: ReadyTenant; locale: LocalePrefix }) {
  const t = await getTranslations('ui.promotions');
  const { site } = tenant.startup;
  const promotions = await loadPromotions(tenant, localeByPrefix(locale)?.code ?? 'EN');
  const words = await Promise.all(promotions.map((p) => promotionWords(p, locale, site.currency)));
  return (
    <ContentPage title={t('title')} intro={t('intro', { siteName: site.site_name })}>
      {promotions.length === 0 ? (
        <p data-slot="content-empty">{t('none')}</p>
      ) : (
        <ClaimsProvider>
          <ul data-slot="promotion-list">
            {promotions.map((promotion, i) => (
              <li key={promotion.code}>
                <PromotionCard promotion={promotion} words={words[i]!} />
              </li>
            ))}
          </ul>
        </ClaimsProvider>
      )}
    </ContentPage>
  );
}
