import { getTranslations } from 'next-intl/server';
import type { PromotionWords } from './promotion-words.server';
import './promotions.css';

/** The key numbers of a promotion as a description list: bonus, minimum deposit, wagering. */
export async function PromotionNumbers({ words }: { words: PromotionWords }) {
  const t = await getTranslations('ui.promotions.numbers');
  return (
    <dl data-slot="promotion-numbers" aria-label={t('label')}>
      <div>
        <dt>{t('bonus')}</dt>
        <dd>{words.bonus}</dd>
      </div>
      <div>
        <dt>{t('minDeposit')}</dt>
        <dd>{words.minDeposit}</dd>
      </div>
      <div>
        <dt>{t('wagering')}</dt>
        <dd>{words.wagering}</dd>
      </div>
    </dl>
  );
}
