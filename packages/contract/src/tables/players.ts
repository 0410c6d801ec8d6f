// Player accounts, sessions and one-time codes: the rules both sides and the tests read.

/** An account's state. PENDING: signed up, phone not yet confirmed. BLOCK and CLOSE force logout (SPEC 4). */
export const PLAYER_STATUSES = ['PENDING', 'ACTIVE', 'BLOCK', 'CLOSE'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

/** What a one-time code (tac) is for. */
export const TAC_PURPOSES = ['register', 'login', 'reset'] as const;
export type TacPurpose = (typeof TAC_PURPOSES)[number];

export const TAC_RULES = {
  digits: 6,
  lifetimeMs: 5 * 60 * 1000,
  maxAttempts: 5,
  /** At most one code request a minute per account. */
  resendAfterMs: 60 * 1000,
} as const;

export const SESSION_RULES = {
  /** A session ends this long after its last use... */
  idleMs: 7 * 24 * 60 * 60 * 1000,
  /** ...and in any case this long after login. */
  absoluteMs: 30 * 24 * 60 * 60 * 1000,
  /** Token size: 256 random bits. */
  tokenBytes: 32,
} as const;

/** Login brute-force limits: failures in a window lock the account (or the address) for a while. */
export const LOGIN_LIMITS = {
  perAccount: { failures: 5, windowMs: 15 * 60 * 1000, lockMs: 15 * 60 * 1000 },
  perIp: { failures: 30, windowMs: 15 * 60 * 1000, lockMs: 30 * 60 * 1000 },
} as const;

/** The httpOnly cookie the BFF keeps the session in; page JavaScript never sees it (DESIGN.md 3). */
export const SESSION_COOKIE = 'felt_session';
/** localStorage key of the persisted player state (SPEC 3, without the token). */
export const PLAYER_STORAGE_KEY = 'felt.player';
/** localStorage key written at logout; other tabs that see it reset and reload (SPEC 4). */
export const FORCE_LOGOUT_KEY = 'felt.forceLogout';
/** How often an open tab asks settings/check_status whether the session still stands. */
export const STATUS_POLL_MS = 60 * 1000;
