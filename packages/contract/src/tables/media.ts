// Media keys (GET /api/media/<key>) are folder/name paths the platform made (providers/jili.v1.svg,
// games/x.3fa2.svg): letters, digits, dot, dash and underscore, never a segment that starts with a dot. Anything
// else — an encoded dot, a percent sign, a backslash, a NUL — is not a key, so no spelling of ".." leaves the
// media folder. The site's proxy and the platform check the same rule.

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/;
const MAX_SEGMENTS = 6;

/** The key as given when it is a media key, else null. */
export function mediaKeyOf(key: string): string | null {
  const segments = key.split('/');
  return segments.length <= MAX_SEGMENTS && segments.every((segment) => SEGMENT.test(segment)) ? key : null;
}

/** Where the platform serves media; a media key follows it. */
export const MEDIA_PATH = '/api/media/';

/** The image folders by kind (SPEC 9); a media key of an image starts with its folder. */
export const IMAGE_FOLDERS = ['payment', 'minigame', 'logos', 'footer', 'livechat'] as const;
export type ImageKind = (typeof IMAGE_FOLDERS)[number];
/** The payment folder's image for a method that has none of its own (SPEC 9). */
export const PAYMENT_FALLBACK_IMAGE = 'manual.png';

/** The media key of an image: imageKey('logos', 'jili.v1.svg') → 'logos/jili.v1.svg'. */
export function imageKey(kind: ImageKind, file: string): string {
  return `${kind}/${file}`;
}

/** The address of an image: imageUrl('payment', 'manual.png') → '/api/media/payment/manual.png'. */
export function imageUrl(kind: ImageKind, file: string): string {
  return MEDIA_PATH + imageKey(kind, file).split('/').map(encodeURIComponent).join('/');
}

/** A payment method's image, or the payment folder's manual.png when the method has none. */
export function paymentImageUrl(imgUrl: string | null | undefined): string {
  return imgUrl?.trim() ? imgUrl : imageUrl('payment', PAYMENT_FALLBACK_IMAGE);
}
