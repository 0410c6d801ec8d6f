import type { LocalePrefix, Promotion } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import { PromotionArt } from '@/features/promotions/promotion-art';
import { promotionWords } from '@/features/promotions/promotion-words.server';
import { Link } from '@/i18n/navigation';
import './home.css';
import '@/features/promotions/promotions.css';

type Props = { promotions: readonly Promotion[]; locale: LocalePrefix; currency: string };

/**
 * The running promotions as the promotions page draws them, smaller: picture, title and period, each card leading
 * to the promotion's page, where it is claimed and its terms are.
 */
export async function PromotionStrip({ promotions, locale, currency }: Props) {
  const t = await getTranslations('ui.home.slides.cta');
  const words = await Promise.all(promotions.map((promotion) => promotionWords(promotion, locale, currency)));
  return (
    <ul data-slot="row-rail">
      {promotions.map((promotion, index) => (
        <li key={promotion.code}>
          <Link href={`/promotions/${promotion.code}`} data-slot="promotion-card">
            <PromotionArt promotion={promotion} />
            <span data-slot="promotion-card-body">
              <span data-slot="promotion-title">{words[index]?.title}</span>
              <span data-slot="promotion-period">{words[index]?.period}</span>
              <span data-slot="promotion-cta">{t('claim')}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
