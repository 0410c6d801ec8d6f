'use client';

import type { VipLadderLevel } from '@felt/contract';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { moneyText } from '@/features/money/money-text';
import { useHydrated, usePlayer } from '@/features/session/player-store';
import { refreshVip } from '@/features/session/session-actions';
import { ProgressBar } from '@/ui/progress-bar';
import { VipGuest } from './vip-guest';
import '@/ui/form/forms.css';
import '@/features/account/account.css';
import '@/features/protection/protection.css';
import '@/features/inbox/inbox-vip.css';

type Props = { levels: readonly VipLadderLevel[]; currency: string };

/** The player's level and the deposit and turnover bars toward the next; a guest is asked to log in. */
export function VipProgress({ levels, currency }: Props) {
  const t = useTranslations('ui.vip');
  const locale = useLocale();
  const hydrated = useHydrated();
  const isPlayer = usePlayer((state) => state.isAuthenticated);
  const vip = usePlayer((state) => state.vip);

  // Fresh on every visit: deposits and bets since login move the bars.
  useEffect(() => {
    if (hydrated && isPlayer) void refreshVip();
  }, [hydrated, isPlayer]);

  if (!hydrated) return null;
  if (!isPlayer) return <VipGuest />;
  const next = levels.find((level) => level.vip_name === vip.nextLevel);
  const atTop = vip.currentLevel !== '' && vip.currentLevel === vip.nextLevel;
  const money = (amount: number) => moneyText(amount, currency, locale);
  const detail = (done: number, target: number | undefined) =>
    target === undefined ? money(done) : t('progressDetail', { done: money(done), target: money(target) });

  return (
    <section data-slot="account-section" aria-labelledby="vip-progress-title">
      <h2 id="vip-progress-title" data-slot="account-section-title" data-face="display">
        {t('progressTitle')}
      </h2>
      {vip.currentLevel && <p data-slot="vip-current">{t('currentLevel', { level: vip.currentLevel })}</p>}
      {atTop ? (
        <p data-slot="form-text">{t('topLevel')}</p>
      ) : (
        vip.nextLevel && <p data-slot="form-text">{t('towardNext', { level: vip.nextLevel })}</p>
      )}
      <ProgressBar label={t('deposit')} percent={vip.depoProgress} detail={detail(vip.totalDeposit, next?.deposit)} />
      <ProgressBar label={t('turnover')} percent={vip.toProgress} detail={detail(vip.totalTurnover, next?.turnover)} />
    </section>
  );
}
