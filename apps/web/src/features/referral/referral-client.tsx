'use client';

import type { ReferralSummary } from '@felt/contract';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { AccountPage } from '@/features/account/account-page';
import { ContentHtml } from '@/features/content/content-html';
import { LoadView } from '@/features/money/load-view';
import { useMoney } from '@/features/money/use-money';
import { useMoneyCall } from '@/features/money/use-money-call';
import { CopyLink } from './copy-link';
import { ReferralsTable } from './referrals-table';
import { ShareList } from './share-links-list';
import '@/ui/form/forms.css';
import '@/features/promotions/promotions.css';

const noop = () => () => {};

/** The site's own address as the browser sees it (the link is for this host); empty while rendering on the server. */
function useOrigin(): string {
  return useSyncExternalStore(
    noop,
    () => window.location.origin,
    () => '',
  );
}

/** /referral: players only. The operator's text, the player's link to copy or share, their referrals and earnings. */
export function ReferralClient({ html }: { html: string }) {
  const t = useTranslations('ui.referral');
  return (
    <AccountPage title={t('title')} width="wide">
      {html && <ContentHtml html={html} />}
      <Referral />
    </AccountPage>
  );
}

function Referral() {
  const t = useTranslations('ui.referral');
  const money = useMoney();
  const origin = useOrigin();
  const summary = useMoneyCall<{ value: ReferralSummary }>('/api/referral/summary');
  return (
    <LoadView loaded={summary.loaded} onRetry={() => void summary.reload()}>
      {({ value }) => {
        const url = `${origin}${value.link_path}`;
        return (
          <>
            <p data-slot="form-intro">{t('intro', { percent: value.reward_percent, max: money(value.max_reward) })}</p>
            <p data-slot="referral-code">
              {t('codeLabel')} <strong>{value.referral_code}</strong>
            </p>
            <CopyLink url={url} />
            <ShareList url={url} />
            <ReferralsTable referrals={value.referrals} total={value.total_earned} />
          </>
        );
      }}
    </LoadView>
  );
}
