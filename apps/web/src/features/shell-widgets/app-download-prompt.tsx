'use client';

import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import type { AppLink } from '@/features/content/app-links';
import { setSiteFlag, useSite } from '@/features/site/site-store';
import { usePathname } from '@/i18n/navigation';
import { useDeviceInfo } from '@/lib/device/use-device-info';
import { useOpenModal } from '@/ui/modal-stack';
import { downloadTarget } from './download-target';
import type { WidgetLabels } from './widget-labels';

/** Remembered on the device for good: the prompt is offered once per visitor (SPEC 2.6). */
export const APP_PROMPT_SEEN_KEY = 'felt:app-prompt-seen';
/** Offered after the page has settled, so it is never what the page paints first nor in the way of a first tap. */
const PROMPT_DELAY_MS = 4000;

function seenBefore(): boolean {
  try {
    return window.localStorage.getItem(APP_PROMPT_SEEN_KEY) === '1';
  } catch {
    return true; // storage blocked: never remembered, so never offered rather than offered on every page
  }
}

function markSeen(): void {
  try {
    window.localStorage.setItem(APP_PROMPT_SEEN_KEY, '1');
  } catch {
    // Blocked storage reads as seen anyway.
  }
}

/**
 * The app download prompt: on an Android phone or an iPhone whose store has the site's app, once per visitor,
 * a few seconds after startup has been applied and while no modal is open. A non-modal panel: it takes no
 * focus, "Not now" or Escape closes it; the download bar stands aside while it is up.
 */
export function AppDownloadPrompt({ labels, links }: { labels: WidgetLabels; links: readonly AppLink[] }) {
  const device = useDeviceInfo();
  const pathname = usePathname();
  const started = useSite((state) => !state.flags.preloader);
  const modalOpen = useOpenModal() !== null;
  const open = useSite((state) => state.flags.appDownloadPrompt);
  const [due, setDue] = useState(false);
  const titleId = useId();
  const target = device ? downloadTarget(links, device) : null;
  const store = target && 'external' in target ? target.external : null;

  useEffect(() => {
    if (!started || !store || pathname === '/download' || seenBefore()) return;
    const timer = setTimeout(() => setDue(true), PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [started, store, pathname]);

  useEffect(() => {
    if (!due || modalOpen || seenBefore()) return;
    markSeen();
    setSiteFlag('appDownloadPrompt', true);
  }, [due, modalOpen]);

  if (!open || !store) return null;
  const close = () => setSiteFlag('appDownloadPrompt', false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  return (
    <div role="dialog" aria-labelledby={titleId} data-slot="app-prompt" onKeyDown={onKeyDown}>
      <p id={titleId} data-slot="app-prompt-title">
        {labels.appPromptTitle}
      </p>
      <p data-slot="app-prompt-text">{labels.appPromptText}</p>
      <div data-slot="app-prompt-actions">
        <a href={store} rel="noopener" data-slot="app-prompt-install" onClick={close}>
          {labels.appPromptInstall}
        </a>
        <button type="button" data-slot="app-prompt-later" onClick={close}>
          {labels.appPromptLater}
        </button>
      </div>
    </div>
  );
}
