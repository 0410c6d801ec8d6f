'use client';

import { useEffect } from 'react';
import type { AppLink } from '@/features/content/app-links';
import { setSiteFlag, useSite } from '@/features/site/site-store';
import { Link, usePathname } from '@/i18n/navigation';
import { useDeviceInfo } from '@/lib/device/use-device-info';
import { downloadTarget } from './download-target';
import { useStoredFlag } from './stored-flag';
import { WidgetIcon } from './widget-icons';
import type { WidgetLabels } from './widget-labels';

const DISMISSED_KEY = 'felt:download-bar-dismissed';

/**
 * The app download bar on phones (the stylesheet hides it from tablets up); closed for good once closed, and
 * not shown on the download page itself. An Android phone or an iPhone goes straight to its app.
 */
export function DownloadBar({ labels, links }: { labels: WidgetLabels; links: readonly AppLink[] }) {
  const [dismissed, setDismissed] = useStoredFlag('local', DISMISSED_KEY);
  const device = useDeviceInfo();
  const pathname = usePathname();
  // The app prompt offers the same download: the bar stands aside while it is up.
  const promptOpen = useSite((state) => state.flags.appDownloadPrompt);
  const shown = dismissed === false && pathname !== '/download' && !promptOpen;
  useEffect(() => setSiteFlag('downloadBar', shown), [shown]);
  if (!shown) return null;
  const target = downloadTarget(links, device);
  return (
    <div data-slot="download-bar">
      <WidgetIcon name="download" />
      <p data-slot="download-text">{labels.downloadText}</p>
      {'external' in target ? (
        <a href={target.external} rel="noopener" data-slot="download-link">
          {labels.downloadAction}
        </a>
      ) : (
        <Link href={target.page} data-slot="download-link">
          {labels.downloadAction}
        </Link>
      )}
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
