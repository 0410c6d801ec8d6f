import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env.server';

// The operator key guards what only the operator may do on the web server: the revalidation signal and the gallery.

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Equal texts, in time that does not depend on where they differ (both are hashed to one length first). */
export const sameSecret = (a: string, b: string): boolean => timingSafeEqual(digest(a), digest(b));

/** Whether `given` is the operator key; false when none is given or none is configured. */
export function matchesOperatorKey(given: string | null | undefined, key = env.FELT_OPERATOR_KEY): boolean {
  return Boolean(given && key) && sameSecret(given ?? '', key ?? '');
}
