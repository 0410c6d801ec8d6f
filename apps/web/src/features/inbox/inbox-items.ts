import type { InboxItem } from '@felt/contract';

// What the inbox list becomes after a reading or a claim, apart from React and the network so it is tested alone.

export type { InboxItem } from '@felt/contract';

export function unreadCount(items: readonly InboxItem[] | null): number {
  return items?.filter((item) => !item.is_read).length ?? 0;
}

export function withRead(items: readonly InboxItem[], id: number): InboxItem[] {
  return items.map((item) => (item.inbox_id === id ? { ...item, is_read: true } : item));
}

/** Claimed is read too, and has nothing left to claim. */
export function withClaimed(items: readonly InboxItem[], id: number): InboxItem[] {
  return items.map((item) =>
    item.inbox_id === id ? { ...item, is_read: true, claimable: false, claimed: true } : item,
  );
}
