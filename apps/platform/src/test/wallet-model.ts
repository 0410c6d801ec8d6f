// A plain model of the seamless-wallet and withdrawal rules (DESIGN.md 2) for one player, which the property test
// runs beside the real platform: what each call should answer (ok or refused) and what the balance should be.

export type Op =
  | { kind: 'fund'; amount: number }
  | { kind: 'bet' | 'win'; tx: string; round: string; amount: number }
  | { kind: 'rollback'; tx: string; round: string }
  | { kind: 'withdraw'; amount: number }
  /** The operator decides the withdrawal at `pick` (modulo those made); none made yet: nothing is called. */
  | { kind: 'decide'; pick: number; approve: boolean };

type Round = { status: 'open' | 'settled' | 'rolled_back'; staked: number };

export class WalletModel {
  private readonly seen = new Map<string, { kind: string; amount: number; round: string }>();
  private readonly rounds = new Map<string, Round>();
  /** Withdrawals in the order made: the amount held, and whether the operator has decided it. */
  readonly withdrawals: { amount: number; decided: boolean }[] = [];
  constructor(public balance: number) {}

  /** Applies one call as the rules say; true when the call is answered ok. */
  apply(op: Op): boolean {
    if (op.kind === 'fund') {
      this.balance += op.amount;
      return true;
    }
    if (op.kind === 'rollback') return this.rollback(op.tx, op.round);
    if (op.kind === 'withdraw') return this.withdraw(op.amount);
    if (op.kind === 'decide') return this.decide(op.pick, op.approve);
    const first = this.seen.get(op.tx);
    // A repeat answers its first answer when it is the same kind; a different kind conflicts.
    if (first) return first.kind === op.kind;
    if (this.seen.has(`rollback:${op.tx}`)) return false;
    const round = this.rounds.get(op.round);
    if (op.kind === 'bet') {
      if (this.balance < op.amount || (round && round.status !== 'open')) return false;
      if (round) round.staked += op.amount;
      else this.rounds.set(op.round, { status: 'open', staked: op.amount });
      this.balance -= op.amount;
    } else {
      if (round?.status !== 'open') return false;
      round.status = 'settled';
      this.balance += op.amount;
    }
    this.seen.set(op.tx, { kind: op.kind, amount: op.amount, round: op.round });
    return true;
  }

  private rollback(tx: string, roundId: string): boolean {
    const key = `rollback:${tx}`;
    if (this.seen.has(key)) return true;
    const target = this.seen.get(tx);
    if (!target) {
      // A tombstone: nothing moves, a late bet with this id is refused.
      this.seen.set(key, { kind: 'rollback', amount: 0, round: roundId });
      return true;
    }
    const round = this.rounds.get(target.round);
    if (target.kind !== 'bet' || !round || round.status === 'settled') return false;
    round.staked = Math.max(round.staked - target.amount, 0);
    if (round.staked === 0) round.status = 'rolled_back';
    this.balance += target.amount;
    this.seen.set(key, { kind: 'rollback', amount: target.amount, round: target.round });
    return true;
  }

  /** The amount is held at once, or the request refused when the balance cannot cover it. */
  private withdraw(amount: number): boolean {
    if (this.balance < amount) return false;
    this.balance -= amount;
    this.withdrawals.push({ amount, decided: false });
    return true;
  }

  /** A request is decided once: paid out (the hold stays gone) or released back to the balance. */
  private decide(pick: number, approve: boolean): boolean {
    const request = this.withdrawals[pick % this.withdrawals.length];
    if (!request || request.decided) return false;
    request.decided = true;
    if (!approve) this.balance += request.amount;
    return true;
  }
}
