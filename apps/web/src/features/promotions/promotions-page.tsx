import { type LocalePrefix, localeByPrefix } from '@felt/contract';
import { PRODUCT_CATEGORY_KEYS } from '@felt/contract/tables';
import { getTranslations } from 'next-intl/server';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { ContentPage } from '../content/content-page';
import { type BonusNames, BonusPanel } from './bonus-panel';
import { ClaimsProvider } from './claims-provider';
import { loadPromotions } from './load-promotions.server';
import { PromotionCard } from './promotion-card';
import { promotionWords } from './promotion-words.server';
import '@/features/content/content.css';
import './promotions.css';

/**
 * /promotions: the running promotions as cards, and above them a player's bonus wallet; the player's claims and
 * wallet load in the browser.
 */
export async function PromotionsPage({ tenant, locale }: { tenant: ReadyTenant; locale: LocalePrefix }) {
  const t = await getTranslations('ui.promotions');
  const categoryName = await getTranslations('ui.shell.categories');
  const { site } = tenant.startup;
  const promotions = await loadPromotions(tenant, localeByPrefix(locale)?.code ?? 'EN');
  const words = await Promise.all(promotions.map((p) => promotionWords(p, locale, site.currency)));
  const names: BonusNames = {
    categories: Object.fromEntries(PRODUCT_CATEGORY_KEYS.map((key) => [key, categoryName(key)])),
    promotions: Object.fromEntries(promotions.map((p, i) => [p.code, words[i]?.title ?? p.code])),
  };
  return (
    <ContentPage title={t('title')} intro={t('intro', { siteName: site.site_name })}>
      <ClaimsProvider withWallet>
        <BonusPanel names={names} />
        {promotions.length === 0 ? (
          <p data-slot="content-empty">{t('none')}</p>
        ) : (
          <ul data-slot="promotion-list">
            {promotions.map((promotion, i) => (
              <li key={promotion.code}>
                <PromotionCard promotion={promotion} words={words[i]!} />
              </li>
            ))}
          </ul>
        )}
      </ClaimsProvider>
    </ContentPage>
  );
}
