import { whenIdle } from '@/lib/when-idle';
import { LIVE_CHAT_SCRIPT, type LiveChatSettings, liveChatLicense } from '@/tenant/live-chat';

// Loads the LiveChat widget for the tenant's licence when the page has settled: the provider's loader reads
// its settings from window.__lc and draws the widget itself. Never twice, never without a licence.

type LiveChatWindow = Window & {
  __lc?: { license: number; integration_name?: string };
  LiveChatWidget?: { call: (method: string) => void };
};

export function loadLiveChatWidget(chat: LiveChatSettings): () => void {
  const license = liveChatLicense(chat);
  const page = window as LiveChatWindow;
  if (license === null || page.__lc) return () => {};
  const load = () => {
    page.__lc = { license, integration_name: 'felt' };
    const script = document.createElement('script');
    script.async = true;
    script.src = LIVE_CHAT_SCRIPT;
    script.dataset.slot = 'live-chat-loader';
    document.head.append(script);
  };
  // After the page's own work: the chat is never what a player waits for.
  return whenIdle(load, { timeoutMs: 3000, fallbackMs: 1 });
}

/** Opens the widget when it is there; false when the button should fall back to the hosted chat page. */
export function openLiveChatWidget(): boolean {
  const widget = (window as LiveChatWindow).LiveChatWidget;
  if (!widget) return false;
  widget.call('maximize');
  return true;
}
