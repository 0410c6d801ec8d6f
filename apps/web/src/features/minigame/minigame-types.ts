// The prize wheel's calls as the pages read them (packages/contract calls/minigame.ts): cash in major units of the
// site's currency, tokens whole.

export type PrizeKind = 'cash' | 'tokens' | 'none';

export type WheelPrize = { index: number; kind: PrizeKind; amount: number; weight: number; odds: number };

export type SpinPrize = Pick<WheelPrize, 'index' | 'kind' | 'amount'>;

export type Spin = {
  spin_id: string;
  request_id: string;
  cost: number;
  prize: SpinPrize;
  state: 'settling' | 'settled';
  created_at: string;
};

export type Tokens = { token_balance: number; frozen_token: number };

export type InfoAnswer = Tokens & { spin_cost: number; prizes: WheelPrize[] };

export type SpinAnswer = Tokens & { value: Spin; game_balance: number };

export type HistoryAnswer = { value: Spin[] };
