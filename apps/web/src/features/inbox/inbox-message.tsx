'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useBcp47 } from '@/features/account/use-bcp47';
import { FormAlert } from '@/ui/form/form-alert';
import { useMessageText } from '@/ui/form/use-message-text';
import { claimInboxItem, useInboxItem } from './inbox-store';
import { useInboxWords, useRewardText } from './use-inbox-words';
import '@/ui/form/forms.css';
import './inbox-vip.css';

/**
 * One message, in the dialog: its words, when it came, and its reward with the claim button. It reads the item
 * from the inbox store, so a claim shows at once here, in the list and in the header.
 */
export function InboxMessage({ id }: { id: number }) {
  const t = useTranslations('ui.inbox');
  const item = useInboxItem(id);
  const wordsOf = useInboxWords();
  const rewardOf = useRewardText();
  const messageText = useMessageText();
  const bcp47 = useBcp47();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [justClaimed, setJustClaimed] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);

  // The claim button is gone once it worked: focus moves to the words saying what was added.
  useEffect(() => {
    if (justClaimed) statusRef.current?.focus();
  }, [justClaimed]);

  if (!item) return null;

  async function claim() {
    setPending(true);
    setProblem(null);
    const result = await claimInboxItem(id);
    setPending(false);
    if (result.ok) setJustClaimed(true);
    else setProblem(messageText(result.message) ?? null);
  }

  const date = new Intl.DateTimeFormat(bcp47, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <article data-slot="inbox-message">
      <p data-slot="inbox-message-date">{t('received', { date: date.format(new Date(item.created_at)) })}</p>
      <p data-slot="inbox-message-body">{wordsOf(item).body}</p>
      {item.reward_kind !== 'none' && (
        <div data-slot="inbox-reward">
          <p data-slot="inbox-reward-text">{rewardOf(item, 'reward')}</p>
          {item.claimable ? (
            <button type="button" data-slot="form-button" disabled={pending} aria-busy={pending} onClick={claim}>
              {pending ? t('claiming') : rewardOf(item, 'claim')}
            </button>
          ) : (
            <p data-slot="inbox-claimed">{t('claimed')}</p>
          )}
        </div>
      )}
      <div ref={statusRef} tabIndex={-1} role="status" data-slot="inbox-claim-status">
        {justClaimed && rewardOf(item, 'claimed')}
      </div>
      {problem && <FormAlert tone="error">{problem}</FormAlert>}
    </article>
  );
}
