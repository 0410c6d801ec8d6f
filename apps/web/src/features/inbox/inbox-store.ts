'use client';

import { ERROR_KEYS } from '@felt/contract/tables';
import { create } from 'zustand';
import { updatePlayer, usePlayerStore } from '@/features/session/player-store';
import { refreshBalance } from '@/features/session/session-actions';
import { callApi, isOk } from '@/lib/api/client';
import { type InboxItem, unreadCount, withClaimed, withRead } from './inbox-items';

// The player's inbox in the browser: the header's unread count and the /inbox page read the same list, so a
// message read or claimed on the page updates the badge at once. Held in memory only, for the player it was
// loaded for.

type InboxState = { account: string | null; items: InboxItem[] | null; failed: boolean };

const EMPTY: InboxState = { account: null, items: null, failed: false };
const useInboxStore = create<InboxState>(() => EMPTY);

const currentAccount = () => usePlayerStore.getState().user?.account_id ?? null;

let loading: Promise<void> | null = null;

/** Asks for the list (one request at a time); failures keep the last list, and the page offers a retry. */
export function loadInbox(): Promise<void> {
  loading ??= (async () => {
    const account = currentAccount();
    if (useInboxStore.getState().account !== account) useInboxStore.setState({ ...EMPTY, account });
    if (!account) return;
    const answer = await callApi<{ list: InboxItem[] }>('/api/settings/get_inbox', {}, { inline: true });
    if (currentAccount() !== account) return;
    if (isOk(answer)) useInboxStore.setState({ account, items: answer.list, failed: false });
    else useInboxStore.setState({ failed: true });
  })().finally(() => {
    loading = null;
  });
  return loading;
}

export function useInbox(): InboxState {
  return useInboxStore();
}

export function useUnreadCount(): number {
  return useInboxStore((state) => unreadCount(state.items));
}

export function useInboxItem(id: number): InboxItem | undefined {
  return useInboxStore((state) => state.items?.find((item) => item.inbox_id === id));
}

/** The item is read: shown so at once, told to the platform in the background. */
export function markInboxRead(id: number): void {
  const { items } = useInboxStore.getState();
  if (!items?.some((item) => item.inbox_id === id && !item.is_read)) return;
  useInboxStore.setState({ items: withRead(items, id) });
  void callApi('/api/settings/read_inbox', { inbox_id: id }, { inline: true });
}

export type ClaimResult = { ok: true } | { ok: false; message: string | undefined };

/** Claims the item's reward; on success the header shows the new balance and tokens at once. */
export async function claimInboxItem(id: number): Promise<ClaimResult> {
  const answer = await callApi<{ game_balance: number; game_token: number }>(
    '/api/settings/claim_inbox',
    { inbox_id: id },
    { inline: true },
  );
  if (!isOk(answer)) {
    // Claimed elsewhere (another tab): the list learns it too.
    if (answer.message === ERROR_KEYS.alreadyClaimed) void loadInbox();
    return { ok: false, message: answer.message };
  }
  const { items } = useInboxStore.getState();
  if (items) useInboxStore.setState({ items: withClaimed(items, id) });
  if (usePlayerStore.getState().isAuthenticated) {
    updatePlayer({ game: { balance: answer.game_balance, token: answer.game_token } });
    // A cash gift is bonus money, which the claim's answer does not tell: the header's bonus is read again.
    void refreshBalance({ inline: true });
  }
  return { ok: true };
}
