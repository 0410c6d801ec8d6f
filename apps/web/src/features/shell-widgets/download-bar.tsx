'use client';

import { Link } from '@/i18n/navigation';
import { useStoredFlag } from './stored-flag';
import { WidgetIcon } from './widget-icons';
import type { WidgetLabels } from './widget-labels';

const DISMISSED_KEY = 'felt:download-bar-dismissed';

/** The app download bar on phones (the stylesheet hides it from tablets up); closed for good once closed. */
export function DownloadBar({ labels }: { labels: WidgetLabels }) {
  const [dismissed, setDismissed] = useStoredFlag('local', DISMISSED_KEY);
  if (dismissed !== false) return null;
  return (
    <div data-slot="download-bar">
      <WidgetIcon name="download" />
      <p data-slot="download-text">{labels.downloadText}</p>
      <Link href="/download" data-slot="download-link">
        {labels.downloadAction}
      </Link>
      <button
        type="button"
        data-slot="widget-dismiss"
        aria-label={labels.downloadDismiss}
        onClick={() => setDismissed(true)}
      >
        <WidgetIcon name="close" />
      </button>
    </div>
  );
}
