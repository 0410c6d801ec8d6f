// Media keys are folder/name paths the platform made (providers/jili.v1.svg, games/x.3fa2.svg): letters,
// digits, dot, dash and underscore, never a segment that starts with a dot. Anything else — an encoded dot,
// a percent sign, a backslash — is not a key, so no spelling of ".." can leave /api/media/ on the platform.

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/;
const MAX_SEGMENTS = 6;

/** The key of a /api/media/<key> path as the browser sent it, or null when it is not a media key. */
export function mediaKeyOf(pathAfterPrefix: string): string | null {
  const segments = pathAfterPrefix.split('/');
  if (segments.length > MAX_SEGMENTS || !segments.every((segment) => SEGMENT.test(segment))) return null;
  return segments.join('/');
}
