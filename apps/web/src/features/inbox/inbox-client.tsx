'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { AccountPage } from '@/features/account/account-page';
import { InboxList } from './inbox-list';
import { loadInbox, useInbox } from './inbox-store';
import '@/ui/form/forms.css';
import '@/features/money/money.css';

/** /inbox: players only. The messages, newest first; one opens in a dialog where its reward is claimed. */
export function InboxClient() {
  const t = useTranslations('ui.inbox');
  return (
    <AccountPage title={t('title')} width="wide">
      <Inbox />
    </AccountPage>
  );
}

function Inbox() {
  const t = useTranslations('ui.inbox');
  const money = useTranslations('ui.money');
  const { items, failed } = useInbox();

  // Fresh on every visit: the header's copy may be from before the last deposit or broadcast.
  useEffect(() => {
    void loadInbox();
  }, []);

  return (
    <>
      <p data-slot="form-intro">{t('intro')}</p>
      {items === null ? (
        failed ? (
          <div role="alert" data-slot="money-problem">
            <p>{money('loadFailed')}</p>
            <button type="button" data-slot="form-button" data-variant="secondary" onClick={() => void loadInbox()}>
              {money('retry')}
            </button>
          </div>
        ) : (
          <p data-slot="form-text" role="status">
            {money('loading')}
          </p>
        )
      ) : items.length === 0 ? (
        <p data-slot="form-text">{t('empty')}</p>
      ) : (
        <InboxList items={items} />
      )}
    </>
  );
}
