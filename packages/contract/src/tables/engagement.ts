// Engagement: inbox rewards, VIP, promotions, referral, leaderboard, missions and the prize wheel. The rules both
// sides read; a tenant's own numbers (levels, promotions, missions, prizes) come from its file.

/** What a reward pays: cash into the wallet (through the ledger) or game tokens for the prize wheel. */
export const REWARD_KINDS = ['cash', 'tokens'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** A prize on the wheel: cash, tokens, or nothing (a published losing slice). */
export const PRIZE_KINDS = ['cash', 'tokens', 'none'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];

/** Missions reset at the start of each UTC day or ISO week (Monday). */
export const MISSION_PERIODS = ['daily', 'weekly'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

/** What a mission counts: game rounds played, approved deposits, or stake wagered (major units). */
export const MISSION_KINDS = ['rounds', 'deposits', 'turnover'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];

/** Leaderboards rank players by stake wagered or by winnings over a window. */
export const LEADERBOARD_METRICS = ['turnover', 'wins'] as const;
export type LeaderboardMetric = (typeof LEADERBOARD_METRICS)[number];
export const LEADERBOARD_PERIODS = ['day', 'week', 'month'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export const LEADERBOARD_SIZE = 20;

/** Promotion claims: the state of the bonus each paid (BONUS_STATES, with released read as completed). */
export const PROMOTION_CLAIM_STATES = ['active', 'completed', 'forfeited', 'expired', 'lost'] as const;
export type PromotionClaimState = (typeof PROMOTION_CLAIM_STATES)[number];

/**
 * A referrer's reward: held from the referred player's first approved deposit until that deposit is wagered (or
 * the tenant's hold days pass), then paid; void when the referred player asks for a withdrawal first.
 */
export const REFERRAL_REWARD_STATES = ['held', 'paid', 'void'] as const;
export type ReferralRewardState = (typeof REFERRAL_REWARD_STATES)[number];

/** Spins: tokens are frozen while a spin settles, then the prize is paid and the freeze released. */
export const SPIN_STATES = ['settling', 'settled'] as const;
export type SpinState = (typeof SPIN_STATES)[number];

/**
 * Inbox messages the platform writes itself; the page words them from its message files with the stored
 * parameters. Operator messages carry their own title and body instead.
 */
export const INBOX_TEMPLATES = ['welcome', 'vip_level_up', 'referral_reward'] as const;
export type InboxTemplate = (typeof INBOX_TEMPLATES)[number];

/**
 * A bonus in the player's bonus wallet: active while its wagering is owed; released into cash once the wagering
 * is met; forfeited by a withdrawal asked while it was active; expired past its date; lost when the bonus money
 * was played down to nothing.
 */
export const BONUS_STATES = ['active', 'released', 'forfeited', 'expired', 'lost'] as const;
export type BonusState = (typeof BONUS_STATES)[number];

/** Which money a bet takes first while a bonus is active: the player's cash (the default) or the bonus. */
export const STAKE_ORDERS = ['cash_first', 'bonus_first'] as const;
export type StakeOrder = (typeof STAKE_ORDERS)[number];
