import { imageUrl } from '@felt/contract/tables';

/**
 * Live chat (SPEC 4). A tenant whose chat_id is a LiveChat licence number gets the provider's widget, loaded once
 * the page is idle; the site's policy opens the provider's origins for that tenant only (docs/decisions/0010).
 * The button is a link to the provider's hosted chat page in a new tab, so it works before the widget has
 * loaded, and for a chat_id that is not a licence number.
 */
export const LIVE_CHAT_PAGE = 'https://direct.lc.chat/';
/** The widget's loader; its origin is the one the policy allows. */
export const LIVE_CHAT_SCRIPT = 'https://cdn.livechatinc.com/tracking.js';

export type LiveChatSettings = { chat_id: string | null; image_id: string | null; status: boolean };

/** The chat page to open; null when the tenant has no chat (switched off or no chat_id). */
export function liveChatUrl({ status, chat_id }: LiveChatSettings): string | null {
  const id = chat_id?.trim();
  return status && id ? `${LIVE_CHAT_PAGE}${encodeURIComponent(id)}/` : null;
}

/** The button's custom image: a file of the livechat image folder (SPEC 9), or a URL as given. */
export function liveChatImage(imageId: string | null): string | null {
  const id = imageId?.trim();
  if (!id) return null;
  if (id.startsWith('/') || /^https:\/\//.test(id)) return id;
  return imageUrl('livechat', id);
}

/** The LiveChat licence of a tenant whose chat is on, or null: the widget loads for a numeric chat_id only. */
export function liveChatLicense({ status, chat_id }: Pick<LiveChatSettings, 'status' | 'chat_id'>): number | null {
  const id = chat_id?.trim() ?? '';
  return status && /^\d{1,12}$/.test(id) ? Number(id) : null;
}
