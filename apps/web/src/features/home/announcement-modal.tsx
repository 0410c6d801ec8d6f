'use client';

import { useEffect } from 'react';
import { setSiteFlag } from '@/features/site/site-store';
import { openModal } from '@/ui/modal-stack';
import { AnnouncementList, type AnnouncementView } from './announcement-list';

/** Remembers for the browser session that the announcements were shown. */
const SEEN_KEY = 'felt:announcements-seen';

function firstTimeThisSession(): boolean {
  try {
    if (sessionStorage.getItem(SEEN_KEY)) return false;
    sessionStorage.setItem(SEEN_KEY, '1');
    return true;
  } catch {
    // Storage blocked (private mode, policy): show them rather than never.
    return true;
  }
}

/** Opens the announcements once per browser session, through the one modal stack (SPEC 2.6). */
export function AnnouncementModal({ title, items }: { title: string; items: AnnouncementView[] }) {
  useEffect(() => {
    if (items.length === 0 || !firstTimeThisSession()) return;
    setSiteFlag('announcementModal', true);
    openModal({
      id: 'announcements',
      title,
      onClose: () => setSiteFlag('announcementModal', false),
      content: <AnnouncementList items={items} />,
    });
    // The served preview (announcement-preview.tsx) goes once the modal is over it.
    requestAnimationFrame(() => {
      for (const preview of document.querySelectorAll<HTMLElement>('[data-slot="announcement-preview"]')) {
        preview.hidden = true;
      }
    });
  }, [title, items]);
  return null;
}
