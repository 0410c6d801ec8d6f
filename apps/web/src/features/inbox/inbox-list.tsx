'use client';

import { useTranslations } from 'next-intl';
import { useBcp47 } from '@/features/account/use-bcp47';
import { useWithOwnMessages } from '@/i18n/messages-scope';
import { openModal } from '@/ui/modal-stack';
import type { InboxItem } from './inbox-items';
import { InboxMessage } from './inbox-message';
import { markInboxRead } from './inbox-store';
import { useInboxWords, useRewardText } from './use-inbox-words';
import './inbox-vip.css';

export const INBOX_MODAL_ID = 'inbox-message';

/** The messages as buttons; unread ones say so in words and weight, not by colour alone. */
export function InboxList({ items }: { items: readonly InboxItem[] }) {
  const t = useTranslations('ui.inbox');
  const wordsOf = useInboxWords();
  const rewardOf = useRewardText();
  const bcp47 = useBcp47();
  const withOwnMessages = useWithOwnMessages();
  const dates = new Intl.DateTimeFormat(bcp47, { dateStyle: 'medium', timeStyle: 'short' });

  function open(item: InboxItem) {
    markInboxRead(item.inbox_id);
    openModal({
      id: INBOX_MODAL_ID,
      title: wordsOf(item).title,
      content: withOwnMessages(<InboxMessage id={item.inbox_id} />),
    });
  }

  return (
    <ul data-slot="inbox-list" aria-label={t('listLabel')}>
      {items.map((item) => {
        const words = wordsOf(item);
        return (
          <li key={item.inbox_id} data-slot="inbox-item" data-unread={item.is_read ? undefined : ''}>
            <button type="button" data-slot="inbox-open" onClick={() => open(item)}>
              <span data-slot="inbox-item-head">
                {!item.is_read && <span data-slot="inbox-unread">{t('unread')}</span>}
                <span data-slot="inbox-item-title">{words.title}</span>
              </span>
              <span data-slot="inbox-item-meta">
                <time dateTime={item.created_at}>{dates.format(new Date(item.created_at))}</time>
                {item.reward_kind !== 'none' && (
                  <span data-slot="inbox-item-reward">
                    {rewardOf(item, 'reward')}
                    {item.claimed && ` · ${t('claimed')}`}
                  </span>
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
