import { describe, expect, it } from 'vitest';
import { IMAGE_FOLDERS, imageKey, imageUrl, mediaKeyOf, paymentImageUrl } from './media';

describe('image folders (SPEC 9)', () => {
  it('are payment, minigame, logos, footer and livechat', () => {
    expect(IMAGE_FOLDERS).toEqual(['payment', 'minigame', 'logos', 'footer', 'livechat']);
  });

  it('put an image under its kind, as a media key the platform serves', () => {
    expect(imageKey('logos', 'jili.v1.svg')).toBe('logos/jili.v1.svg');
    expect(imageUrl('payment', 'manual.png')).toBe('/api/media/payment/manual.png');
    expect(imageUrl('livechat', 'brand/chat.png')).toBe('/api/media/livechat/brand/chat.png');
    for (const kind of IMAGE_FOLDERS) expect(mediaKeyOf(imageKey(kind, 'a.svg'))).toBe(`${kind}/a.svg`);
  });

  it('encode what is not a key, so it names no other folder', () => {
    expect(imageUrl('livechat', 'a b?.png')).toBe('/api/media/livechat/a%20b%3F.png');
  });

  it("fall back to the payment folder's manual.png for a method without an image", () => {
    expect(paymentImageUrl('')).toBe('/api/media/payment/manual.png');
    expect(paymentImageUrl(null)).toBe('/api/media/payment/manual.png');
    expect(paymentImageUrl('  ')).toBe('/api/media/payment/manual.png');
    expect(paymentImageUrl('/api/media/payment/gcash.1a2b.svg')).toBe('/api/media/payment/gcash.1a2b.svg');
  });
});
