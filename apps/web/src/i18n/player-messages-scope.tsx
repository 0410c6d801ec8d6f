'use client';

import { useLocale } from 'next-intl';
import { type ReactNode, use } from 'react';
import { MessagesScope } from './messages-scope';
import { playerMessages } from './player-messages';

/** Its children read the player's messages beside the page's; it suspends until they have arrived. */
export function PlayerMessagesScope({ children }: { children: ReactNode }) {
  const messages = use(playerMessages(useLocale()));
  return <MessagesScope messages={messages}>{children}</MessagesScope>;
}
