'use client';

import { Suspense, useEffect } from 'react';
import type { AppLink } from '@/features/content/app-links';
import type { LiveChatSettings } from '@/tenant/live-chat';
import { AppDownloadPrompt } from './app-download-prompt';
import { DownloadBar } from './download-bar';
import { LiveChatButton } from './live-chat-button';
import { loadLiveChatWidget } from './live-chat-widget';
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
  /** The site's Android and iOS apps; none: no download bar. */
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

  return (
    <>
      {/* useSearchParams would turn a cached page into a client-rendered one without its own boundary. */}
      <Suspense fallback={null}>
        <NavigationProgress label={labels.progress} />
      </Suspense>
      <ViewportCookie />
      <PartnersTab partners={partners} labels={labels} />
      <div data-slot="widget-dock" data-app-room={appLinks.length ? '' : undefined}>
        {rewards ? <RewardsIcon labels={labels} /> : null}
        <LiveChatButton chat={liveChat} labels={labels} />
      </div>
      {appLinks.length ? <DownloadBar labels={labels} links={appLinks} /> : null}
      {appLinks.length ? <AppDownloadPrompt labels={labels} links={appLinks} /> : null}
    </>
  );
}
