/**
 * Live chat (SPEC 4). The operator's chat provider normally ships a script that draws its widget, but the
 * site's CSP allows no foreign scripts or frames. So the chat opens the provider's hosted chat page for
 * the tenant's chat_id in a new tab: maximised by nature, nothing foreign runs in the site's pages, and
 * nothing is loaded before the player asks for it.
 */
export const LIVE_CHAT_PAGE = 'https://direct.lc.chat/';

export type LiveChatSettings = { chat_id: string | null; image_id: string | null; status: boolean };

/** The chat page to open; null when the tenant has no chat (switched off or no chat_id). */
export function liveChatUrl({ status, chat_id }: LiveChatSettings): string | null {
  const id = chat_id?.trim();
  return status && id ? `${LIVE_CHAT_PAGE}${encodeURIComponent(id)}/` : null;
}

/** The button's custom image: a key of the platform's livechat media folder, or a URL as given. */
export function liveChatImage(imageId: string | null): string | null {
  const id = imageId?.trim();
  if (!id) return null;
  if (id.startsWith('/') || /^https:\/\//.test(id)) return id;
  return `/api/media/livechat/${id.split('/').map(encodeURIComponent).join('/')}`;
}
