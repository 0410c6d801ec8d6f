// The error catalogue of SPEC 8 as data, and the status codes every answer uses.

/** statusCode values. Success is exactly 1 (SPEC 7); every failure is 0 or negative. */
export const STATUS = {
  ok: 1,
  disconnect: 0,
  badRequest: -400,
  unauthorized: -401,
  forbidden: -403,
  notFound: -404,
  payloadTooLarge: -413,
  tooManyRequests: -429,
  internalServerError: -500,
  serviceUnavailable: -503,
} as const;

/** Message keys the platform and the client answer with; each is a key in the errors message file. */
export const ERROR_KEYS = {
  validationFailed: 'validationFailed',
  notFound: 'notFound',
  siteNotConfigured: 'siteNotConfigured',
  internalServerError: 'internalServerError',
  serviceUnavailable: 'serviceUnavailable',
  disconnect: 'disconnect',
  unknownError: 'unknownError',
  invalidJson: 'invalidJson',
  forbidden: 'forbidden',
  payloadTooLarge: 'payloadTooLarge',
  tooManyRequests: 'tooManyRequests',
  /** The site is in maintenance, switched off or expired: it takes no logins, signups or session calls. */
  siteClosed: 'siteClosed',
  invalidThemeCode: 'Invalid theme code',
  invalidThemeColor: 'Invalid theme color',
  // Players (accounts, sessions, codes).
  invalidCredentials: 'invalidCredentials',
  accountLocked: 'accountLocked',
  accountExists: 'accountExists',
  accountNotVerified: 'accountNotVerified',
  tacInvalid: 'tacInvalid',
  tacExpired: 'tacExpired',
  tacTooManyAttempts: 'tacTooManyAttempts',
  tacTooSoon: 'tacTooSoon',
  wrongPassword: 'wrongPassword',
  samePassword: 'samePassword',
  /** The phone is already verified by another account of this site. */
  phoneInUse: 'phoneInUse',
  /** The proof of work is missing, forged, expired, for another site, or already used. */
  challengeFailed: 'challengeFailed',
  // Games and the seamless wallet.
  gameNotFound: 'gameNotFound',
  gameUnavailable: 'gameUnavailable',
  launchExpired: 'launchExpired',
  insufficientFunds: 'insufficientFunds',
  invalidSignature: 'invalidSignature',
  transactionRolledBack: 'transactionRolledBack',
  transactionConflict: 'transactionConflict',
  roundSettled: 'roundSettled',
  currencyMismatch: 'currencyMismatch',
  // Money and player protection.
  methodNotFound: 'methodNotFound',
  amountBelowMinimum: 'amountBelowMinimum',
  amountAboveMaximum: 'amountAboveMaximum',
  bankRequired: 'bankRequired',
  bankNotFound: 'bankNotFound',
  bankExists: 'bankExists',
  depositLimitReached: 'depositLimitReached',
  lossLimitReached: 'lossLimitReached',
  sessionLimitReached: 'sessionLimitReached',
  selfExcluded: 'selfExcluded',
  requestNotPending: 'requestNotPending',
  // The prize wheel.
  notEnoughTokens: 'notEnoughTokens',
  // Promotions and referral.
  promotionNotRunning: 'promotionNotRunning',
  noEligibleDeposit: 'noEligibleDeposit',
  depositWithdrawn: 'depositWithdrawn',
  promotionClaimed: 'promotionClaimed',
  wageringIncomplete: 'wageringIncomplete',
  /** The deposit a bonus would match has already been played below its amount. */
  depositPlayed: 'depositPlayed',
  /** A withdrawal asked while a bonus is active: it forfeits the bonus, so the player must confirm it. */
  bonusActive: 'bonusActive',
  /** A game that does not count towards an active bonus cannot be played until the bonus ends. */
  bonusGameExcluded: 'bonusGameExcluded',
  /** A stake above the active bonus's maximum. */
  bonusStakeTooHigh: 'bonusStakeTooHigh',
  referrerUnknown: 'referrerUnknown',
  // Inbox.
  inboxNotFound: 'inboxNotFound',
  nothingToClaim: 'nothingToClaim',
  alreadyClaimed: 'alreadyClaimed',
  // Missions.
  missionNotFound: 'missionNotFound',
  missionNotComplete: 'missionNotComplete',
  missionClaimed: 'missionClaimed',
  // The messages that force a logout (SPEC 4), answered by authenticated calls.
  sessionExpired: 'sessionExpired',
  blocked: 'BLOCK',
  closed: 'CLOSE',
  permissionDenied: 'permissionDenied',
} as const;

/** How the client reports a failed call of each group (SPEC 8), without reaching the server's answer. */
export const CALL_FAILURES = {
  product: { statusCode: STATUS.internalServerError, statusMessage: 'internalServerError' },
  wallet: { statusCode: STATUS.serviceUnavailable, statusMessage: 'serviceUnavailable' },
  network: { statusCode: STATUS.disconnect, statusMessage: 'disconnect' },
  content: { statusCode: STATUS.serviceUnavailable, statusMessage: 'serviceUnavailable' },
  startup: { statusCode: STATUS.internalServerError, statusMessage: 'internalServerError' },
} as const;

export type FailureGroup = keyof typeof CALL_FAILURES;

export type CatalogueEntry = {
  situation: string;
  result: string;
  statusCode?: number;
  statusMessage?: string;
};

/** SPEC 8, row by row. */
export const ERROR_CATALOGUE: readonly CatalogueEntry[] = [
  { situation: 'No route matches', result: "status 404, 'Page not found: {path}'", statusCode: 404 },
  { situation: 'Route validation fails', result: "'Page Not Found: {path}'" },
  { situation: 'Unknown named route middleware', result: 'error thrown' },
  { situation: 'Code chunk fails to load', result: 'target page reloaded' },
  { situation: 'Manifest fetch fails', result: 'logged only' },
  { situation: 'Locale bundle fails to load', result: "logged as 'Failed locale loading'; bundle skipped" },
  { situation: 'Locale has no messages', result: 'warning logged naming the locale code' },
  { situation: 'Product call fails (general)', result: 'internalServerError', ...CALL_FAILURES.product },
  { situation: 'Balance and favourites call fails', result: 'serviceUnavailable', ...CALL_FAILURES.wallet },
  {
    situation: 'Network failure on profile, social, inbox, claim, status, analytics, ads visit, top10',
    result: 'disconnect',
    ...CALL_FAILURES.network,
  },
  {
    situation: 'Failure on site info, partners, SEO, home calls, favourites',
    result: 'serviceUnavailable, empty value lists',
    ...CALL_FAILURES.content,
  },
  {
    situation: 'Startup failure',
    result: 'internalServerError, with details, maintenance off',
    ...CALL_FAILURES.startup,
  },
  { situation: 'Ads visit failure', result: 'passed to a global error handler' },
  { situation: 'Live chat not ready', result: 'logged only' },
  { situation: 'Unknown theme code or colour', result: 'messages Invalid theme code / Invalid theme color' },
];

/**
 * Messages the error handler ignores (SPEC 8: statusCode 1, message OK, empty status). "Empty status" is read
 * as an answer without a statusCode; a failure with an empty message shows unknownError, as SPEC 8 also says.
 */
export const IGNORED_MESSAGES = ['OK'] as const;
