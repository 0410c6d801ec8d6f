'use client';

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { type ReactNode, useCallback, useMemo } from 'react';
import { mergeMessages } from './client-messages';
import type { MessageTree } from './load-messages';

/** The page's own client messages beside the shell's, for the client components below it. */
export function MessagesScope({ messages, children }: { messages: MessageTree; children: ReactNode }) {
  const locale = useLocale();
  const shell = useMessages() as MessageTree;
  const merged = useMemo(() => mergeMessages(shell, messages), [shell, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}

/**
 * Wraps a modal's content in the messages of where it is opened: the one modal renders in the shell, which
 * carries only the shell's messages, not the page's or the player's.
 */
export function useWithOwnMessages(): (content: ReactNode) => ReactNode {
  const messages = useMessages() as MessageTree;
  return useCallback((content: ReactNode) => <MessagesScope messages={messages}>{content}</MessagesScope>, [messages]);
}
