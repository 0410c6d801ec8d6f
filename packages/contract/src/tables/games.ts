// Games: catalogue flags, launch modes, the demo provider and the seamless-wallet rules both sides read.

/** How a launched game opens: in the site's iframe, a new tab, or a popup window (DESIGN.md 2). */
export const LAUNCH_MODES = ['iframe', 'newtab', 'popup'] as const;
export type LaunchMode = (typeof LAUNCH_MODES)[number];

/** The lists a lobby filters by (SPEC 3: hot, featured, popular, new). */
export const GAME_FLAGS = ['hot', 'new', 'featured', 'popular'] as const;
export type GameFlag = (typeof GAME_FLAGS)[number];

/** A provider's code as the calls take it: capitals, digits and underscores. */
export const PROVIDER_CODE_PATTERN = /^[A-Z0-9_]{2,32}$/;

export const GAME_DEVICES = ['desktop', 'mobile'] as const;
export type GameDevice = (typeof GAME_DEVICES)[number];

/** Paging of game lists: a lobby asks for a page at a time and the grid keeps what it has. */
export const GAME_LIST = { defaultPerPage: 48, maxPerPage: 96, maxSearchLength: 64 } as const;

/** How many recently played games a player sees. */
export const RECENT_GAMES_LIMIT = 12;

/** The provider whose games Felt serves itself, on the seamless wallet (DESIGN.md 2). */
export const DEMO_PROVIDER = 'DEMO';

export const GAME_SESSION_RULES = {
  /** A launch URL's signed token opens the game once and only this soon after launch. */
  launchTokenMs: 2 * 60 * 1000,
  /** Bets need a live game session; wins and rollbacks are accepted after it ends. */
  sessionMs: 4 * 60 * 60 * 1000,
} as const;

/** A round is open while bets are placed, settled by its win (zero for a loss), or rolled back. */
export const ROUND_STATUSES = ['open', 'settled', 'rolled_back'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

// Seamless-wallet signatures. Every call carries two headers:
//   x-felt-timestamp: when it was signed, unix seconds in decimal digits;
//   x-signature: hex HMAC-SHA256(provider secret, walletSignaturePayload(verb, timestamp, raw body)).
// The verb is signed so a captured bet cannot be posted again as a win or rollback; the time is signed, and
// refused beyond WALLET_SIGNATURE_WINDOW_S of the platform's clock, so a captured body cannot be replayed later.

/** Header carrying the hex HMAC-SHA256 of walletSignaturePayload on every seamless-wallet call. */
export const WALLET_SIGNATURE_HEADER = 'x-signature';
/** Header carrying the signing time of a seamless-wallet call, unix seconds. */
export const WALLET_TIMESTAMP_HEADER = 'x-felt-timestamp';
/** How far, in seconds either way, a call's timestamp may be from the platform's clock. */
export const WALLET_SIGNATURE_WINDOW_S = 300;

/** The exact text a seamless-wallet signature is computed over: verb, timestamp and raw body, one per line. */
export const walletSignaturePayload = (verb: string, timestamp: string, raw: string) => `${verb}\n${timestamp}\n${raw}`;
