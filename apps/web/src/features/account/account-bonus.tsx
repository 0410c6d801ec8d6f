'use client';

import { useLocale, useTranslations } from 'next-intl';
import { bonusSummary } from '@/lib/bonus/bonus-view';
import { useBonusWallet } from '@/lib/bonus/use-bonus-wallet';
import { formatMoney } from '@/lib/format-money';
import { BonusSummary } from '@/ui/bonus-summary';
import '@/ui/form/forms.css';
import './account.css';
import '@/features/protection/protection.css';

/**
 * The hub's bonus: the bonus money and its wagering in one line and a bar, with the way to the whole wallet on
 * /promotions. Nothing while no bonus is held, or when the platform cannot say.
 */
export function AccountBonus() {
  const t = useTranslations('ui.bonus');
  const locale = useLocale();
  // The hub renders for a player only (RequirePlayer), so the wallet is always theirs to ask for.
  const { wallet } = useBonusWallet(true);
  const summary = wallet ? bonusSummary(wallet) : null;
  if (!summary) return null;
  // Written as the hub's other figures are.
  const money = (amount: number) => formatMoney(amount, locale);
  return (
    <section data-slot="account-section" aria-labelledby="account-bonus-title">
      <h2 id="account-bonus-title" data-slot="account-section-title" data-face="display">
        {t('title')}
      </h2>
      <BonusSummary summary={summary} money={money} linked />
    </section>
  );
}
