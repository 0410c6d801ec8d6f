// A plain model of one player's bonus wallet (docs/decisions/0048-bonus-wallet.md), in minor units: what wallet_move
// and bonus_close (drizzle/0012_bonus_wallet.sql) and the withdrawal rules do, for a round that is bet and settled
// at once. The bonus-farming Monte-Carlo plays farmers' strategies on it; bonus-model.test.ts holds it to the real
// wallet, call for call.

export type GrantTerms = {
  amount: number;
  multiple: number;
  /** What this bonus may turn into at most; null for no cap. */
  cap: number | null;
  maxStake: number;
  cashFirst: boolean;
  /** Cash won while the bonus runs belongs to it (forfeit_winnings). */
  winningsLocked: boolean;
};

export type PlayOutcome = 'ok' | 'bonusGameExcluded' | 'bonusStakeTooHigh' | 'insufficientFunds';

export class BonusWalletModel {
  cash: number;
  bonus = 0;
  left = 0;
  /** null: no bonus active. */
  base: number | null = null;
  cap: number | null = null;
  maxStake: number | null = null;
  cashFirst = true;
  winningsLocked = true;
  depositLeft = 0;
  /** How the last bonus ended, if it has. */
  ended: 'released' | 'forfeited' | 'lost' | null = null;

  constructor(cash = 0) {
    this.cash = cash;
  }

  get active(): boolean {
    return this.base !== null;
  }

  grant(terms: GrantTerms): void {
    const wasActive = this.active;
    this.bonus += terms.amount;
    this.left = (wasActive ? this.left : 0) + terms.amount * terms.multiple;
    this.maxStake = wasActive ? Math.min(this.maxStake ?? terms.maxStake, terms.maxStake) : terms.maxStake;
    this.cap = terms.cap === null ? null : (wasActive ? (this.cap ?? 0) : 0) + terms.cap;
    if (!wasActive) {
      this.base = this.cash;
      this.cashFirst = terms.cashFirst;
      this.winningsLocked = terms.winningsLocked;
    }
    this.ended = null;
  }

  deposit(amount: number, turnoverMultiple: number): void {
    this.cash += amount;
    this.depositLeft += amount * turnoverMultiple;
    if (this.base !== null) this.base += amount;
  }

  /** A bet of `stake` on a game of `weightBp`, settled at once with `win`. */
  play(stake: number, weightBp: number, win: (stake: number) => number): PlayOutcome {
    const active = this.active;
    if (active && weightBp === 0) return 'bonusGameExcluded';
    if (active && this.maxStake !== null && stake > this.maxStake) return 'bonusStakeTooHigh';
    if (this.cash + this.bonus < stake) return 'insufficientFunds';
    const bonusPart = active && !this.cashFirst ? Math.min(this.bonus, stake) : stake - Math.min(this.cash, stake);
    this.cash -= stake - bonusPart;
    this.bonus -= bonusPart;
    if (active) this.left = Math.max(0, this.left - Math.floor((stake * weightBp) / 10_000));
    this.depositLeft -= Math.min(this.depositLeft, stake);
    const won = win(stake);
    const bonusBack = bonusPart > 0 ? Math.floor((won * bonusPart) / stake) : 0;
    this.cash += won - bonusBack;
    if (active) this.bonus += bonusBack;
    if (active && (this.left === 0 || this.bonus === 0)) this.close(this.left === 0 ? 'released' : 'lost');
    return 'ok';
  }

  /** The cash won since the bonus began, when it belongs to the bonus. */
  winnings(): number {
    return this.winningsLocked && this.base !== null ? Math.max(0, this.cash - this.base) : 0;
  }

  /** A withdrawal request of `amount`: refused as the platform refuses it, or held (forfeiting an active bonus). */
  withdraw(amount: number, confirmed: boolean): 'ok' | 'wageringIncomplete' | 'bonusActive' | 'insufficientFunds' {
    if (this.depositLeft > 0) return 'wageringIncomplete';
    if (this.active && !confirmed) return 'bonusActive';
    const forfeit = this.active ? this.winnings() : 0;
    if (this.cash - forfeit < amount) return 'insufficientFunds';
    if (this.active) this.close('forfeited', forfeit);
    this.cash -= amount;
    return 'ok';
  }

  /** A withdrawal of everything the rules let go, forfeiting an active bonus; answers the amount paid out. */
  withdrawAll(): number {
    if (this.depositLeft > 0) return 0;
    if (this.active) this.close('forfeited', this.winnings());
    const out = this.cash;
    this.cash = 0;
    return out;
  }

  private close(state: 'released' | 'forfeited' | 'lost', forfeitCash = 0): void {
    const won = this.winnings();
    let toCash = 0;
    let take = state === 'forfeited' ? Math.min(forfeitCash, this.cash) : 0;
    if (state === 'released') {
      toCash = this.cap === null ? this.bonus : Math.min(this.bonus, Math.max(0, this.cap - won));
      take = this.cap === null ? 0 : Math.max(0, won - this.cap);
    }
    this.cash += toCash - take;
    this.bonus = 0;
    this.left = 0;
    this.base = null;
    this.cap = null;
    this.maxStake = null;
    this.ended = state;
  }
}
