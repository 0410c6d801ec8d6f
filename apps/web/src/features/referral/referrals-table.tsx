'use client';

import type { Referral } from '@felt/contract';
import { useTranslations } from 'next-intl';
import { useBcp47 } from '@/features/account/use-bcp47';
import { HistoryTable } from '@/features/history/history-table';
import { LocalDateTime } from '@/features/locale/local-date-time';
import { useMoney } from '@/features/money/use-money';
import '@/ui/form/forms.css';
import '@/features/account/account.css';
import '@/features/promotions/promotions.css';

const COLUMNS = ['account', 'joined', 'deposited', 'reward'] as const;

/**
 * The players who signed up with the link: masked account, when, whether they deposited, what it earned (a reward
 * still held until the deposit is wagered says it is pending).
 */
export function ReferralsTable({ referrals, total }: { referrals: readonly Referral[]; total: number }) {
  const t = useTranslations('ui.referral');
  const money = useMoney();
  const bcp47 = useBcp47();
  const columns = COLUMNS.map((key) => ({ key, label: t(`columns.${key}`), numeric: key === 'reward' }));
  return (
    <section data-slot="referral-list" aria-labelledby="referral-list-title">
      <h2 id="referral-list-title" data-slot="account-section-title" data-face="display">
        {t('referrals')}
      </h2>
      <p data-slot="referral-earned">
        {t('earned')} <strong>{money(total)}</strong>
      </p>
      {referrals.length === 0 ? (
        <p data-slot="form-text">{t('none')}</p>
      ) : (
        <HistoryTable caption={t('referrals')} columns={columns}>
          {referrals.map((r) => (
            <tr key={`${r.account_id}-${r.joined_at}`}>
              <th scope="row">{r.account_id}</th>
              <td>
                <LocalDateTime iso={r.joined_at} bcp47={bcp47} />
              </td>
              <td>{r.deposited ? t('yes') : t('no')}</td>
              <td data-numeric="">
                {r.reward_state === 'held' ? t('pending', { amount: money(r.reward) }) : money(r.reward)}
              </td>
            </tr>
          ))}
        </HistoryTable>
      )}
    </section>
  );
}
