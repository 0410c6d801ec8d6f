'use client';

import type { VipLadderLevel } from '@felt/contract';
import { useLocale, useTranslations } from 'next-intl';
import { moneyText } from '@/features/money/money-text';
import { useHydrated, usePlayer } from '@/features/session/player-store';
import '@/features/account/account.css';
import '@/features/money/money.css';
import '@/features/protection/protection.css';
import '@/features/inbox/inbox-vip.css';

type Props = { levels: readonly VipLadderLevel[]; currency: string };

/** Every level with what reaches it and what it brings; the player's own level is named in words as well. */
export function VipLadder({ levels, currency }: Props) {
  const t = useTranslations('ui.vip');
  const locale = useLocale();
  const hydrated = useHydrated();
  const current = usePlayer((state) => (state.isAuthenticated ? state.vip.currentLevel : ''));
  const mine = hydrated ? current : '';
  const money = (amount: number) => moneyText(amount, currency, locale);

  return (
    <section data-slot="account-section" aria-labelledby="vip-levels-title">
      <h2 id="vip-levels-title" data-slot="account-section-title" data-face="display">
        {t('levelsTitle')}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1). */}
      <section data-slot="money-table-scroll" aria-labelledby="vip-levels-title" tabIndex={0}>
        <table data-slot="money-table" data-table="vip-levels">
          <thead>
            <tr>
              <th scope="col">{t('level')}</th>
              <th scope="col">{t('deposit')}</th>
              <th scope="col">{t('turnover')}</th>
              <th scope="col">{t('cashback')}</th>
              <th scope="col">{t('gift')}</th>
            </tr>
          </thead>
          <tbody>
            {levels.map((level) => {
              const isMine = level.vip_name === mine;
              return (
                <tr key={level.vip_name} data-slot="vip-level" data-current={isMine ? '' : undefined}>
                  <th scope="row">
                    <span data-slot="vip-level-name">{level.vip_name}</span>
                    {isMine && <span data-slot="vip-level-mine">{t('yourLevel')}</span>}
                  </th>
                  <td>{money(level.deposit)}</td>
                  <td>{money(level.turnover)}</td>
                  <td>{t('percent', { percent: level.cashback_percent })}</td>
                  <td>{t('tokens', { count: level.level_up_tokens })}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </section>
  );
}
