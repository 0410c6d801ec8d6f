import { describe, expect, it } from 'vitest';
import { liveChatImage, liveChatUrl } from './live-chat';

describe('live chat', () => {
  it('opens only when switched on with a chat id', () => {
    expect(liveChatUrl({ status: true, chat_id: 'demo-lucky-lantern', image_id: null })).toBe(
      'https://direct.lc.chat/demo-lucky-lantern/',
    );
    expect(liveChatUrl({ status: false, chat_id: 'demo', image_id: null })).toBeNull();
    expect(liveChatUrl({ status: true, chat_id: null, image_id: null })).toBeNull();
    expect(liveChatUrl({ status: true, chat_id: '  ', image_id: null })).toBeNull();
  });

  it('takes a custom image from the livechat media folder', () => {
    expect(liveChatImage('chat.png')).toBe('/api/media/livechat/chat.png');
    expect(liveChatImage('/api/media/livechat/a b.png')).toBe('/api/media/livechat/a b.png');
    expect(liveChatImage('https://cdn.example/chat.png')).toBe('https://cdn.example/chat.png');
    expect(liveChatImage(null)).toBeNull();
    expect(liveChatImage('')).toBeNull();
  });
});
