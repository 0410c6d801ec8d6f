'use client';

import { useEffect, useRef } from 'react';
import { setSiteFlag } from '@/features/site/site-store';
import { openModal } from '@/ui/modal-stack';
import { AnnouncementList, type AnnouncementView } from './announcement-list';
import { AnnouncementPreview } from './announcement-preview';

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

/**
 * Opens the announcements once per browser session, through the one modal stack (SPEC 2.6). It also serves
 * their preview, so the page's data carries the announcements once (as these props) rather than again as a
 * server-drawn tree.
 */
export function AnnouncementModal({ title, items }: { title: string; items: AnnouncementView[] }) {
  const preview = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (items.length === 0 || !firstTimeThisSession()) return;
    setSiteFlag('announcementModal', true);
    openModal({
      id: 'announcements',
      title,
      onClose: () => setSiteFlag('announcementModal', false),
      content: <AnnouncementList items={items} />,
    });
    // The served preview goes once the modal is over it (its script, not React, may have shown it).
    requestAnimationFrame(() => {
      if (preview.current) preview.current.hidden = true;
    });
  }, [title, items]);
  return items.length > 0 ? <AnnouncementPreview ref={preview} title={title} items={items} /> : null;
}
