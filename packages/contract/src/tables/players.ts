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

/**
 * Hourly budgets every one-time code is spent from, besides the one-a-minute rule per account. Each code is an SMS
 * the operator pays for and a message on someone's phone: without them, fresh accounts (phones are given at signup)
 * would let anyone flood a stranger's phone (SMS bombing) or send codes to premium numbers (SMS pumping). The phone
 * budget protects the phone's owner, the address one stops one caller, and the tenant and global ones cap the bill
 * whatever addresses an attacker has. A player who mistypes the code a few times stays well inside every one.
 */
export const CODE_BUDGETS = {
  windowMs: 60 * 60 * 1000,
  /** Codes to one phone number of one tenant (its digits). */
  perPhone: 5,
  /** Code requests from one client address (a household or an office shares one). */
  perAddress: 10,
  /** Codes one tenant sends (FELT_CODES_PER_TENANT_HOUR raises it for a busy site). */
  perTenant: 300,
  /** Codes all tenants of the install send together (FELT_CODES_PER_HOUR). */
  global: 3_000,
} as const;

/**
 * The proof of work (ALTCHA, solved in the browser) in front of signup and code requests: it makes every request
 * cost a scripted caller CPU time. SHA-256, with the secret counter drawn below maxNumber (FELT_CHALLENGE_MAX_NUMBER):
 * about maxNumber / 2 hashes to solve, a second or so in a browser at the default.
 */
export const CHALLENGE_RULES = {
  algorithm: 'SHA-256',
  /** A challenge must be solved and used within this time; a solution is taken once. */
  lifetimeMs: 10 * 60 * 1000,
  maxNumber: 100_000,
  /** The base64 solution a call carries; a real one is under 1 KB. */
  payloadMax: 2_048,
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

/**
 * The httpOnly cookie the BFF keeps the session in; page JavaScript never sees it (DESIGN.md 3). The `__Host-`
 * prefix binds it to the exact host (Secure, Path=/, no Domain); a request carrying it twice is refused.
 */
export const SESSION_COOKIE = '__Host-felt_session';
/** localStorage key of the persisted player state (SPEC 3, without the token). */
export const PLAYER_STORAGE_KEY = 'felt.player';
/** Version of the stored player's shape: raise it when the shape changes, so an older record is dropped, not misread. */
export const PLAYER_STORAGE_VERSION = 1;
/** localStorage key of the persisted layout/site state (SPEC 3). */
export const SITE_STORAGE_KEY = 'felt.site';
/** localStorage key of the affiliate code a visitor brought from an affiliate domain (aff_domain). */
export const AFFILIATE_STORAGE_KEY = 'felt.affiliate';
/** localStorage key written at logout; other tabs that see it reset and reload (SPEC 4). */
export const FORCE_LOGOUT_KEY = 'felt.forceLogout';
/** How often an open tab asks settings/check_status whether the session still stands. */
export const STATUS_POLL_MS = 60 * 1000;
