import { type LocalePrefix, localeByPrefix, type Promotion } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import { moneyText } from '../money/money-text';

/** What a promotion says, in the reader's language: the tenant's title or one worded from its numbers. */
export type PromotionWords = {
  title: string;
  period: string;
  bonus: string;
  minDeposit: string;
  wagering: string;
  terms: string[];
};

/** Words a promotion from its numbers; dates in UTC, as every cached page writes them. */
export async function promotionWords(
  promotion: Promotion,
  locale: LocalePrefix,
  currency: string,
): Promise<PromotionWords> {
  const t = await getTranslations({ locale, namespace: 'ui.promotions' });
  const money = (amount: number) => moneyText(amount, currency, locale);
  const dates = new Intl.DateTimeFormat(localeByPrefix(locale)?.dateLocale ?? 'en', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  const start = promotion.starts_at ? dates.format(new Date(promotion.starts_at)) : null;
  const end = promotion.ends_at ? dates.format(new Date(promotion.ends_at)) : null;
  const period =
    start && end
      ? t('period.between', { start, end })
      : start
        ? t('period.from', { start })
        : end
          ? t('period.until', { end })
          : t('period.open');
  const numbers = {
    percent: promotion.bonus_percent,
    max: money(promotion.max_bonus),
    min: money(promotion.min_deposit),
    multiplier: promotion.turnover_multiplier,
  };
  const wagers = promotion.turnover_multiplier > 0;
  return {
    title: promotion.title || t('defaultTitle', numbers),
    period,
    bonus: t('numbers.bonusValue', numbers),
    minDeposit: numbers.min,
    wagering: wagers ? t('numbers.wageringValue', numbers) : t('numbers.noWagering'),
    terms: [
      t('terms.deposit', numbers),
      t('terms.bonus', numbers),
      wagers ? t('terms.wagering', numbers) : t('terms.noWagering'),
      t('terms.once'),
    ],
  };
}
