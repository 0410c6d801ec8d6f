// Server messages that force a logout (SPEC 4, SPEC 8).
export const FORCE_LOGOUT_MESSAGES = [
  'sessionExpired',
  'Session Expired',
  'BLOCK',
  'CLOSE',
  'permissionDenied',
] as const;

export function forcesLogout(message: string | undefined | null): boolean {
  return message != null && (FORCE_LOGOUT_MESSAGES as readonly string[]).includes(message);
}
