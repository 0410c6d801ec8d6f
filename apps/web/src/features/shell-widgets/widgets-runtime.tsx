'use client';

import { Suspense, useEffect } from 'react';
import type { AppLink } from '@/features/content/app-links';
import type { LiveChatSettings } from '@/tenant/live-chat';
import { AppDownloadPrompt } from './app-download-prompt';
import { LiveChatButton } from './live-chat-button';
import { loadLiveChatWidget, openLiveChatWidget } from './live-chat-widget';
import { NavigationProgress } from './navigation-progress';
import type { PartnerView } from './partner-view';
import { PartnersTab } from './partners-tab';
import { RewardsIcon } from './rewards-icon';
import { ViewportCookie } from './viewport-cookie';
import type { WidgetLabels } from './widget-labels';

export type WidgetsProps = {
  labels: WidgetLabels;
  /** site.gamify_status */
  rewards: boolean;
  partners: readonly PartnerView[];
  liveChat: LiveChatSettings;
  /** The site's Android and iOS apps; none: no app prompt. */
  appLinks: readonly AppLink[];
};

/** Every shell widget of SPEC 2.6 and the live chat's runtime (SPEC 4), mounted once by the shell. */
export function WidgetsRuntime({ labels, rewards, partners, liveChat, appLinks }: WidgetsProps) {
  useEffect(() => {
    // SPEC 4: a chat switched on without a chat_id is not ready; the reader sees no button, the log says why.
    if (liveChat.status && !liveChat.chat_id?.trim())
      console.warn('Live chat is switched on without a chat_id: not ready.');
    return loadLiveChatWidget(liveChat);
  }, [liveChat]);

  // The phone bar's chat links are server-rendered: once the widget is here, they open it instead of the page.
  useEffect(() => {
    const open = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[data-live-chat]') : null;
      if (link && openLiveChatWidget()) event.preventDefault();
    };
    document.addEventListener('click', open);
    return () => document.removeEventListener('click', open);
  }, []);

  return (
    <>
      {/* useSearchParams would turn a cached page into a client-rendered one without its own boundary. */}
      <Suspense fallback={null}>
        <NavigationProgress label={labels.progress} />
      </Suspense>
      <ViewportCookie />
      <PartnersTab partners={partners} labels={labels} />
      <div data-slot="widget-dock">
        {rewards ? <RewardsIcon labels={labels} /> : null}
        <LiveChatButton chat={liveChat} labels={labels} />
      </div>
      {appLinks.length ? <AppDownloadPrompt labels={labels} links={appLinks} /> : null}
    </>
  );
}
