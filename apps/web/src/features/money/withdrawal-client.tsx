'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { AccountPage } from '@/features/account/account-page';
import { usePlayer } from '@/features/session/player-store';
import { refreshBalance } from '@/features/session/session-actions';
import { Link } from '@/i18n/navigation';
import { forfeitOfWallet } from '@/lib/bonus/forfeit';
import { useBonusWallet } from '@/lib/bonus/use-bonus-wallet';
import { LoadView } from './load-view';
import { withdrawalMethod } from './methods';
import type { BanksAnswer, MethodsAnswer, TransactionsAnswer } from './money-types';
import { RequestList } from './request-list';
import { useMoney } from './use-money';
import { useMoneyCall } from './use-money-call';
import { WithdrawalForm } from './withdrawal-form';
import '@/ui/form/forms.css';
import '@/features/account/account.css';
import './money.css';
import '@/features/protection/protection.css';

/** How many of the player's withdrawals the page lists; the rest are in the transaction history. */
const RECENT = 5;

/** /withdrawal: players only. The balance, the form (or the way to add a bank first) and recent requests. */
export function WithdrawalClient() {
  const t = useTranslations('ui.account.pages');
  return (
    <AccountPage title={t('withdrawal')} width="wide">
      <Withdrawal />
    </AccountPage>
  );
}

function Withdrawal() {
  const t = useTranslations('ui.money.withdraw');
  const bonusText = useTranslations('ui.bonus');
  const money = useMoney();
  const balance = usePlayer((state) => state.game.balance);
  const banks = useMoneyCall<BanksAnswer>('/api/payment/banks');
  const methods = useMoneyCall<MethodsAnswer>('/api/payment/methods');
  const recent = useMoneyCall<TransactionsAnswer>('/api/payment/transactions', {
    type: 'withdrawal',
    page: 1,
    per_page: RECENT,
  });
  // Rendered for a player only (AccountPage): the wallet says what a withdrawal now would forfeit.
  const bonus = useBonusWallet(true);
  const depositTurnover = bonus.wallet?.deposit_turnover_left ?? 0;

  // The amount may not exceed the balance: start from the platform's figure, not the one stored at login.
  useEffect(() => {
    void refreshBalance({ inline: true });
  }, []);

  return (
    <>
      <dl data-slot="money-balance">
        <div data-slot="account-stat">
          <dt>{t('balance')}</dt>
          <dd>{money(balance)}</dd>
        </div>
      </dl>
      {depositTurnover > 0 && (
        <p data-slot="money-note">{bonusText('depositTurnover', { amount: money(depositTurnover) })}</p>
      )}
      <LoadView loaded={banks.loaded} onRetry={() => void banks.reload()}>
        {(bankAnswer) =>
          bankAnswer.value.length === 0 ? (
            <div data-slot="money-empty">
              <p>{t('noBank')}</p>
              <Link href={{ pathname: '/add-bank', query: { next: '/withdrawal' } }} data-slot="form-button">
                {t('addBank')}
              </Link>
            </div>
          ) : (
            <LoadView loaded={methods.loaded} onRetry={() => void methods.reload()}>
              {(methodAnswer) => {
                const method = withdrawalMethod(methodAnswer.value);
                if (!method) return <p data-slot="form-text">{t('noMethod')}</p>;
                return (
                  <WithdrawalForm
                    banks={bankAnswer.value}
                    method={method}
                    balance={balance}
                    forfeit={forfeitOfWallet(bonus.wallet)}
                    onRequested={() => {
                      void recent.reload();
                      void bonus.reload();
                    }}
                    onBonusChanged={() => void bonus.reload()}
                  />
                );
              }}
            </LoadView>
          )
        }
      </LoadView>
      <section data-slot="account-section" aria-labelledby="recent-withdrawals-title">
        <div data-slot="money-section-head">
          <h2 id="recent-withdrawals-title" data-slot="account-section-title" data-face="display">
            {t('recent')}
          </h2>
          <button type="button" data-slot="form-link" onClick={() => void recent.reload()}>
            {t('refresh')}
          </button>
        </div>
        <LoadView loaded={recent.loaded} onRetry={() => void recent.reload()}>
          {(answer) =>
            answer.value.length === 0 ? (
              <p data-slot="form-text">{t('none')}</p>
            ) : (
              <RequestList requests={answer.value} label={t('recent')} />
            )
          }
        </LoadView>
        <nav data-slot="money-links" aria-label={t('more')}>
          <Link href="/transaction-history">{t('history')}</Link>
          <Link href="/bank-details">{t('manageBanks')}</Link>
        </nav>
      </section>
    </>
  );
}
