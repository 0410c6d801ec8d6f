'use client';

import { type LiveChatSettings, liveChatImage, liveChatUrl } from '@/tenant/live-chat';
import { openLiveChatWidget } from './live-chat-widget';
import { WidgetIcon } from './widget-icons';
import type { WidgetLabels } from './widget-labels';

/**
 * The floating live-chat button (SPEC 2.6): the tenant's own image when it has one, else the chat icon.
 * A link to the hosted chat page in a new tab (see live-chat.ts); once the widget has loaded, it opens that.
 */
export function LiveChatButton({ chat, labels }: { chat: LiveChatSettings; labels: WidgetLabels }) {
  const url = liveChatUrl(chat);
  if (!url) return null;
  const image = liveChatImage(chat.image_id);
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      data-slot="live-chat"
      title={labels.liveChat}
      data-custom={image !== null}
      onClick={(event) => {
        if (openLiveChatWidget()) event.preventDefault();
      }}
    >
      {image ? (
        // biome-ignore lint/performance/noImgElement: a small operator image of any origin, sized by CSS.
        <img src={image} alt="" data-slot="live-chat-image" />
      ) : (
        <WidgetIcon name="chat" />
      )}
      <span className="sr-only">{labels.liveChat}</span>
      <span className="sr-only"> {labels.newTab}</span>
    </a>
  );
}
