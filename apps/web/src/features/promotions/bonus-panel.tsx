'use client';

import { useTranslations } from 'next-intl';
import { useMoney } from '@/features/money/use-money';
import { bonusSummary, panelKind } from '@/lib/bonus/bonus-view';
import { BonusSummary } from '@/ui/bonus-summary';
import { BonusList } from './bonus-list';
import { BonusRules } from './bonus-rules';
import { useClaims } from './claims-provider';
import './promotions.css';

/**
 * Names the panel's client parts cannot look up themselves, given by the page: the game categories (the shell's
 * words, not shipped to the browser) and the running promotions' titles by code. A promotion named here has a
 * card on the page that already shows its claim's wagering.
 */
export type BonusNames = {
  categories: Readonly<Record<string, string>>;
  promotions: Readonly<Record<string, string>>;
};

/**
 * "Your bonus", above the offers: the bonus money and its wagering, the rules while it is active, and the player's
 * bonuses. Once every bonus is over only the list stays; a guest, or a player who never had a bonus, sees nothing.
 */
export function BonusPanel({ names }: { names: BonusNames }) {
  const t = useTranslations('ui.bonus');
  const money = useMoney();
  const load = useClaims().wallet;
  const wallet = load.status === 'ready' ? load.wallet : null;
  // Loading, failed (an operator's own back end may lack the call) or a guest: the offers alone.
  if (!wallet) return null;
  const kind = panelKind(wallet);
  if (kind === 'none') return null;
  const summary = bonusSummary(wallet);
  return (
    <section data-slot="bonus-panel" aria-labelledby="bonus-panel-title">
      <h2 id="bonus-panel-title" data-slot="bonus-panel-title">
        {t('title')}
      </h2>
      {summary ? (
        <>
          <BonusSummary summary={summary} money={money} />
          <BonusRules wallet={wallet} summary={summary} categories={names.categories} />
        </>
      ) : (
        <p data-slot="bonus-none">{t('noneActive')}</p>
      )}
      <BonusList bonuses={wallet.bonuses} promotions={names.promotions} />
    </section>
  );
}
