import type { LocalePrefix, Promotion } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { ContentHtml } from '../content/content-html';
import { ClaimsProvider } from './claims-provider';
import { PromotionAction } from './promotion-action';
import { PromotionArt } from './promotion-art';
import { PromotionNumbers } from './promotion-numbers';
import { promotionWords } from './promotion-words.server';
import '@/ui/form/forms.css';
import '@/features/content/content.css';
import './promotions.css';

type Props = { tenant: ReadyTenant; locale: LocalePrefix; promotion: Promotion };

/** /promotions/[code]: the operator's text (sanitized), the terms made from the numbers, and the claim. */
export async function PromotionDetailPage({ tenant, locale, promotion }: Props) {
  const t = await getTranslations('ui.promotions');
  const words = await promotionWords(promotion, locale, tenant.startup.site.currency);
  return (
    <article data-slot="content-page" data-variant="promotion" aria-labelledby="content-title">
      <p data-slot="form-back">
        <Link href="/promotions">{t('back')}</Link>
      </p>
      <h1 id="content-title" data-slot="content-title" data-face="display">
        {words.title}
      </h1>
      <PromotionArt promotion={promotion} />
      <p data-slot="promotion-period">{words.period}</p>
      {promotion.body && <ContentHtml html={promotion.body} />}
      <PromotionNumbers words={words} />
      <section data-slot="promotion-terms" aria-labelledby="promotion-terms-title">
        <h2 id="promotion-terms-title">{t('terms.title')}</h2>
        <ol>
          {words.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ol>
      </section>
      <ClaimsProvider>
        <PromotionAction code={promotion.code} title={words.title} />
      </ClaimsProvider>
    </article>
  );
}
