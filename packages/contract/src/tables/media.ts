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
