import type { Promotion } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { PromotionAction } from './promotion-action';
import { PromotionArt } from './promotion-art';
import { PromotionNumbers } from './promotion-numbers';
import type { PromotionWords } from './promotion-words.server';
import './promotions.css';

/** One promotion in the list: picture, title (linking to its page), period, key numbers and the claim. */
export async function PromotionCard({ promotion, words }: { promotion: Promotion; words: PromotionWords }) {
  const t = await getTranslations('ui.promotions');
  const titleId = `promotion-${promotion.code}`;
  return (
    <article data-slot="promotion-card" aria-labelledby={titleId}>
      <PromotionArt promotion={promotion} />
      <div data-slot="promotion-card-body">
        <h2 id={titleId} data-slot="promotion-title">
          <Link href={`/promotions/${promotion.code}`}>{words.title}</Link>
        </h2>
        <p data-slot="promotion-period">{words.period}</p>
        <PromotionNumbers words={words} />
        <PromotionAction code={promotion.code} title={words.title} />
        <Link
          href={`/promotions/${promotion.code}`}
          data-slot="promotion-more"
          aria-label={t('detailsOf', { title: words.title })}
        >
          {t('details')}
        </Link>
      </div>
    </article>
  );
}
