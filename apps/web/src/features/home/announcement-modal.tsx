'use client';

import { useEffect } from 'react';
import { setSiteFlag } from '@/features/site/site-store';
import { openModal } from '@/ui/modal-stack';

export type AnnouncementView = { id: number; title: string; content: string; date: string; dateTime: string };

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
      content: (
        <ul data-slot="announcement-list">
          {items.map((item) => (
            <li key={item.id} data-slot="announcement">
              <h3 data-slot="announcement-title">{item.title}</h3>
              <time dateTime={item.dateTime} data-slot="announcement-date">
                {item.date}
              </time>
              <p data-slot="announcement-content">{item.content}</p>
            </li>
          ))}
        </ul>
      ),
    });
  }, [title, items]);
  return null;
}
