'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { usePlayer } from '@/features/session/player-store';
import { refreshBalance } from '@/features/session/session-actions';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import { ProgressBar } from '@/ui/progress-bar';
import { AccountBonus } from './account-bonus';
import '@/ui/form/forms.css';
import './account.css';
import '@/features/protection/protection.css';

/**
 * The account hub's figures: wallet balance (and the bonus money beside it, when there is some), game tokens, the
 * bonus's wagering, and the VIP level with progress to the next.
 */
export function AccountSummary() {
  const t = useTranslations('ui.account.hub');
  const locale = useLocale();
  const name = usePlayer((state) => state.user?.full_name || state.user?.account_id || '');
  const game = usePlayer((state) => state.game);
  const bonus = usePlayer((state) => state.bonus_balance);
  const vip = usePlayer((state) => state.vip);

  // The hub is where a player checks their money: show it fresh, not as of login.
  useEffect(() => {
    void refreshBalance();
  }, []);

  return (
    <>
      <p data-slot="account-greeting">{t('greeting', { name })}</p>
      <dl data-slot="account-stats">
        <div data-slot="account-stat">
          <dt>{t('balance')}</dt>
          <dd>{formatMoney(game.balance, locale)}</dd>
        </div>
        {bonus > 0 && (
          <div data-slot="account-stat">
            <dt>{t('bonus')}</dt>
            <dd>{formatMoney(bonus, locale)}</dd>
          </div>
        )}
        <div data-slot="account-stat">
          <dt>{t('tokens')}</dt>
          <dd>{formatNumber(game.token, locale)}</dd>
        </div>
        <div data-slot="account-stat">
          <dt>{t('vipLevel')}</dt>
          <dd>{vip.currentLevel || t('noLevel')}</dd>
        </div>
      </dl>
      <AccountBonus />
      <section data-slot="account-section" aria-labelledby="account-vip-title">
        <h2 id="account-vip-title" data-slot="account-section-title" data-face="display">
          {t('vipTitle')}
        </h2>
        {vip.nextLevel && <p data-slot="form-text">{t('nextLevel', { level: vip.nextLevel })}</p>}
        <ProgressBar label={t('deposit')} percent={vip.depoProgress} detail={formatMoney(vip.totalDeposit, locale)} />
        <ProgressBar label={t('turnover')} percent={vip.toProgress} detail={formatMoney(vip.totalTurnover, locale)} />
      </section>
    </>
  );
}
