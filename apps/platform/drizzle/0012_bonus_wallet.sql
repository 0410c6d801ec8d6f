CREATE TABLE "player_bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"source" text NOT NULL,
	"code" text,
	"bonus_key" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"wagering_required_minor" bigint NOT NULL,
	"wagering_done_minor" bigint,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "player_bonuses_bonus_key_unique" UNIQUE("bonus_key"),
	CONSTRAINT "player_bonuses_state_check" CHECK ("player_bonuses"."state" in ('active', 'released', 'forfeited', 'expired', 'lost')),
	CONSTRAINT "player_bonuses_amounts_check" CHECK ("player_bonuses"."amount_minor" > 0 and "player_bonuses"."wagering_required_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reward_wagering" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "reward_wagering" CASCADE;--> statement-breakpoint
ALTER TABLE "promotion_claims" DROP CONSTRAINT "promotion_claims_state_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_player_check";--> statement-breakpoint
DROP INDEX "promotion_claims_player_idx";--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "bonus_bet_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "bonus_weight_bp" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "bonus_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "wagered_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "deposit_wagered_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_wallets" ADD COLUMN "bonus_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_wallets" ADD COLUMN "bonus_wager_left_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_wallets" ADD COLUMN "bonus_base_minor" bigint;--> statement-breakpoint
ALTER TABLE "player_wallets" ADD COLUMN "bonus_max_stake_minor" bigint;--> statement-breakpoint
ALTER TABLE "player_wallets" ADD COLUMN "bonus_cap_minor" bigint;--> statement-breakpoint
ALTER TABLE "player_wallets" ADD COLUMN "bonus_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_wallets" ADD COLUMN "bonus_cash_first" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "player_wallets" ADD COLUMN "bonus_winnings_locked" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "player_wallets" ADD COLUMN "deposit_wager_left_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "weighted_turnover_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_bonuses_player_idx" ON "player_bonuses" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "game_rounds_open_bonus_idx" ON "game_rounds" USING btree ("player_id") WHERE "game_rounds"."status" = 'open' and "game_rounds"."bonus_bet_minor" > 0;--> statement-breakpoint
CREATE INDEX "player_wallets_bonus_expiry_idx" ON "player_wallets" USING btree ("bonus_expires_at") WHERE "player_wallets"."bonus_base_minor" is not null;--> statement-breakpoint
CREATE INDEX "promotion_claims_player_idx" ON "promotion_claims" USING btree ("player_id");--> statement-breakpoint
ALTER TABLE "promotion_claims" DROP COLUMN "turnover_required_minor";--> statement-breakpoint
ALTER TABLE "promotion_claims" DROP COLUMN "turnover_start_minor";--> statement-breakpoint
ALTER TABLE "promotion_claims" DROP COLUMN "state";--> statement-breakpoint
ALTER TABLE "promotion_claims" DROP COLUMN "completed_at";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_check" CHECK ("ledger_entries"."account" in ('player_cash', 'player_bonus', 'house_games', 'house_funding', 'house_deposits', 'withdrawals_held', 'house_payouts', 'house_bonus'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_player_check" CHECK (("ledger_entries"."account" in ('player_cash', 'player_bonus')) = ("ledger_entries"."player_id" is not null and "ledger_entries"."balance_after" is not null));--> statement-breakpoint
ALTER TABLE "player_wallets" ADD CONSTRAINT "player_wallets_bonus_check" CHECK ("player_wallets"."bonus_minor" >= 0 and "player_wallets"."bonus_wager_left_minor" >= 0);--> statement-breakpoint
ALTER TABLE "player_wallets" ADD CONSTRAINT "player_wallets_deposit_wager_check" CHECK ("player_wallets"."deposit_wager_left_minor" >= 0);--> statement-breakpoint
-- Ends a player's active bonuses together (docs/decisions/0048-bonus-wallet.md). released pays the bonus money
-- into cash within the cap: what the bonus wallet may add to the cash, counting the cash won since the bonus began
-- when the winnings are locked (beyond the cap, winnings go back too). forfeited, expired and lost give the bonus
-- money back to the house, and a forfeit also takes p_forfeit_cash of the cash: what the player won since the bonus
-- began. One posting, keyed by the newest active bonus, so an ending happens once. Answers cash and bonus after it.
CREATE OR REPLACE FUNCTION bonus_close(p_player integer, p_state text, p_now timestamptz, p_forfeit_cash bigint DEFAULT 0)
RETURNS TABLE (cash bigint, bonus bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  w record;
  v_tenant integer;
  v_last integer;
  v_won bigint;
  v_to_cash bigint;
  v_take bigint;
  v_cash bigint;
  v_posting bigint;
BEGIN
  SELECT * INTO w FROM player_wallets WHERE player_id = p_player FOR UPDATE;
  IF NOT FOUND THEN RETURN; END IF;
  IF w.bonus_base_minor IS NULL THEN RETURN QUERY SELECT w.balance_minor, w.bonus_minor; RETURN; END IF;
  v_won := CASE WHEN w.bonus_winnings_locked THEN greatest(w.balance_minor - w.bonus_base_minor, 0) ELSE 0 END;
  IF p_state = 'released' THEN
    v_to_cash := CASE WHEN w.bonus_cap_minor IS NULL THEN w.bonus_minor
                      ELSE least(w.bonus_minor, greatest(w.bonus_cap_minor - v_won, 0)) END;
    v_take := CASE WHEN w.bonus_cap_minor IS NULL THEN 0 ELSE greatest(v_won - w.bonus_cap_minor, 0) END;
  ELSE
    v_to_cash := 0;
    v_take := CASE WHEN p_state = 'forfeited' THEN least(greatest(p_forfeit_cash, 0), w.balance_minor) ELSE 0 END;
  END IF;
  UPDATE player_wallets
     SET balance_minor = balance_minor + v_to_cash - v_take, bonus_minor = 0, bonus_wager_left_minor = 0,
         bonus_base_minor = NULL, bonus_max_stake_minor = NULL, bonus_cap_minor = NULL, bonus_expires_at = NULL
   WHERE player_id = p_player
  RETURNING balance_minor INTO v_cash;
  SELECT max(b.id), max(b.tenant_id) INTO v_last, v_tenant
    FROM player_bonuses b WHERE b.player_id = p_player AND b.state = 'active';
  IF v_tenant IS NULL THEN SELECT p.tenant_id INTO v_tenant FROM players p WHERE p.id = p_player; END IF;
  IF w.bonus_minor > 0 OR v_take > 0 THEN
    INSERT INTO ledger_postings (tenant_id, kind, idempotency_key, memo, created_at)
    VALUES (v_tenant, 'bonus_' || p_state,
            'bonus-end:' || p_player || ':' || coalesce(v_last::text, 'at-' || extract(epoch FROM p_now)::text),
            jsonb_build_object('source', 'bonus', 'state', p_state), p_now)
    RETURNING id INTO v_posting;
    INSERT INTO ledger_entries (posting_id, tenant_id, account, player_id, amount_minor, balance_after)
    SELECT v_posting, v_tenant, e.account, e.player_id, e.amount, e.after
      FROM (VALUES ('player_bonus', p_player, -w.bonus_minor, 0::bigint),
                   ('player_cash', p_player, v_to_cash - v_take, v_cash),
                   ('house_bonus', NULL::integer, w.bonus_minor - v_to_cash + v_take, NULL::bigint))
           AS e(account, player_id, amount, after)
     WHERE e.amount <> 0;
  END IF;
  -- Each bonus keeps the wagering done towards it: the wallet's, shared out oldest first.
  WITH a AS (SELECT b.id, b.wagering_required_minor AS req,
                    sum(b.wagering_required_minor) OVER (ORDER BY b.id) - b.wagering_required_minor AS before
               FROM player_bonuses b WHERE b.player_id = p_player AND b.state = 'active'),
       total AS (SELECT coalesce(sum(a.req), 0) - w.bonus_wager_left_minor AS done FROM a)
  UPDATE player_bonuses b
     SET state = p_state, closed_at = p_now,
         wagering_done_minor = least(a.req, greatest(0, total.done - a.before))
    FROM a, total
   WHERE b.id = a.id;
  RETURN QUERY SELECT v_cash, 0::bigint;
END;
$$;
--> statement-breakpoint
-- wallet_move with the bonus wallet (docs/decisions/0048-bonus-wallet.md); the seamless-wallet rules and answers are
-- those of 0010_journal_without_locks.sql, and the balance answered is what the player can stake: cash + bonus.
-- While a bonus is active a bet must be on a game that counts towards it and at most its maximum stake; it takes
-- cash first (or bonus first, as the tenant chose), and its weighted stake counts off the wagering left. A win
-- pays back into the bonus the share of the stake the bonus paid (to the house when that bonus has ended since);
-- a rollback gives back each part and the wagering it counted. Once no round staked with bonus money is open, a
-- bonus whose wagering is met is released into cash and one whose money is gone is lost. Every bet also counts off
-- the stake owed on deposits, and adds its weighted stake to the player's weighted turnover. Locks: the transaction id (advisory), the wallet row, then the round.
CREATE OR REPLACE FUNCTION wallet_move(
  p_kind text,
  p_provider text,
  p_token_hash text,
  p_transaction_id text,
  p_round_id text,
  p_amount bigint,
  p_currency text,
  p_now timestamptz
) RETURNS TABLE (outcome text, balance bigint, currency text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  s record;
  t record;
  seen record;
  other record;
  r record;
  w record;
  v_key text := CASE WHEN p_kind = 'rollback' THEN 'rollback:' || p_transaction_id ELSE p_transaction_id END;
  v_other_key text := CASE WHEN p_kind = 'rollback' THEN p_transaction_id ELSE 'rollback:' || p_transaction_id END;
  v_seen boolean := false;
  v_other boolean := false;
  v_new_round boolean := false;
  v_active boolean;
  v_amount bigint := coalesce(p_amount, 0);
  v_round text := p_round_id;
  v_bonus_part bigint := 0;
  v_cash_delta bigint := 0;
  v_bonus_delta bigint := 0;
  v_to_house bigint := 0;
  v_wagered bigint := 0;
  v_deposit_wagered bigint := 0;
  v_cash bigint;
  v_bonus bigint;
  v_left bigint;
  v_posting bigint;
BEGIN
  SELECT gs.id AS session_id, gs.tenant_id, gs.player_id, gs.provider_code, gs.game_code, gs.currency AS cur,
         gs.expires_at, gs.bonus_weight_bp, p.status
    INTO s
    FROM game_sessions gs JOIN players p ON p.id = gs.player_id
   WHERE gs.token_hash = p_token_hash AND gs.wallet_provider = p_provider;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'sessionExpired'::text, NULL::bigint, NULL::text; RETURN;
  END IF;
  IF p_kind = 'bet' THEN
    IF s.expires_at <= p_now THEN RETURN QUERY SELECT 'sessionExpired'::text, NULL::bigint, s.cur; RETURN; END IF;
    IF s.status = 'BLOCK' THEN RETURN QUERY SELECT 'BLOCK'::text, NULL::bigint, s.cur; RETURN; END IF;
    IF s.status = 'CLOSE' THEN RETURN QUERY SELECT 'CLOSE'::text, NULL::bigint, s.cur; RETURN; END IF;
    IF s.status <> 'ACTIVE' THEN RETURN QUERY SELECT 'accountNotVerified'::text, NULL::bigint, s.cur; RETURN; END IF;
  END IF;
  IF p_currency IS NOT NULL AND p_currency <> s.cur THEN
    RETURN QUERY SELECT 'currencyMismatch'::text, NULL::bigint, s.cur; RETURN;
  END IF;

  PERFORM pg_advisory_xact_lock(hashtextextended(p_provider || ':' || p_transaction_id, 0));
  FOR t IN SELECT * FROM wallet_transactions WHERE wallet_provider = p_provider AND idem_key = v_key
           UNION ALL
           SELECT * FROM wallet_transactions WHERE wallet_provider = p_provider AND idem_key = v_other_key LOOP
    IF t.idem_key = v_key THEN seen := t; v_seen := true; ELSE other := t; v_other := true; END IF;
  END LOOP;
  IF v_seen THEN
    IF seen.kind <> p_kind OR seen.player_id <> s.player_id THEN
      RETURN QUERY SELECT 'transactionConflict'::text, NULL::bigint, s.cur; RETURN;
    END IF;
    RETURN QUERY SELECT 'ok'::text, seen.balance_after, s.cur; RETURN;
  END IF;
  IF p_kind <> 'rollback' AND v_other THEN
    RETURN QUERY SELECT 'transactionRolledBack'::text, NULL::bigint, s.cur; RETURN;
  END IF;
  SELECT * INTO w FROM player_wallets WHERE player_id = s.player_id FOR UPDATE;
  v_active := w.bonus_base_minor IS NOT NULL;
  -- A bonus past its date ends before anything moves; its money goes back to the house.
  IF v_active AND w.bonus_expires_at <= p_now THEN
    PERFORM bonus_close(s.player_id, 'expired', p_now);
    SELECT * INTO w FROM player_wallets WHERE player_id = s.player_id;
    v_active := false;
  END IF;

  IF p_kind = 'bet' THEN
    IF v_active AND s.bonus_weight_bp = 0 THEN
      RETURN QUERY SELECT 'bonusGameExcluded'::text, NULL::bigint, s.cur; RETURN;
    END IF;
    IF v_active AND v_amount > w.bonus_max_stake_minor THEN
      RETURN QUERY SELECT 'bonusStakeTooHigh'::text, NULL::bigint, s.cur; RETURN;
    END IF;
    IF w.balance_minor + w.bonus_minor < v_amount THEN
      RETURN QUERY SELECT 'insufficientFunds'::text, NULL::bigint, s.cur; RETURN;
    END IF;
    v_bonus_part := CASE WHEN v_active AND NOT w.bonus_cash_first THEN least(w.bonus_minor, v_amount)
                         ELSE v_amount - least(w.balance_minor, v_amount) END;
    SELECT * INTO r FROM game_rounds WHERE wallet_provider = p_provider AND round_id = p_round_id FOR UPDATE;
    IF FOUND AND r.player_id <> s.player_id THEN
      RETURN QUERY SELECT 'transactionConflict'::text, NULL::bigint, s.cur; RETURN;
    END IF;
    IF FOUND AND r.status <> 'open' THEN RETURN QUERY SELECT 'roundSettled'::text, NULL::bigint, s.cur; RETURN; END IF;
    IF NOT FOUND THEN
      INSERT INTO game_rounds (tenant_id, player_id, session_id, wallet_provider, round_id, provider_code, game_code,
                               bet_minor, bonus_bet_minor, status, created_at)
      VALUES (s.tenant_id, s.player_id, s.session_id, p_provider, p_round_id, s.provider_code, s.game_code,
              v_amount, v_bonus_part, 'open', p_now)
      RETURNING * INTO r;
      v_new_round := true;
    END IF;
    v_cash_delta := -(v_amount - v_bonus_part);
    v_bonus_delta := -v_bonus_part;
    IF v_active THEN v_wagered := (v_amount * s.bonus_weight_bp) / 10000; END IF;
    v_deposit_wagered := least(w.deposit_wager_left_minor, v_amount);
  ELSIF p_kind = 'win' THEN
    SELECT * INTO r FROM game_rounds WHERE wallet_provider = p_provider AND round_id = p_round_id FOR UPDATE;
    IF NOT FOUND THEN RETURN QUERY SELECT 'notFound'::text, NULL::bigint, s.cur; RETURN; END IF;
    IF r.player_id <> s.player_id THEN RETURN QUERY SELECT 'transactionConflict'::text, NULL::bigint, s.cur; RETURN; END IF;
    IF r.status = 'rolled_back' THEN RETURN QUERY SELECT 'transactionRolledBack'::text, NULL::bigint, s.cur; RETURN; END IF;
    IF r.status = 'settled' THEN RETURN QUERY SELECT 'roundSettled'::text, NULL::bigint, s.cur; RETURN; END IF;
    IF r.bonus_bet_minor > 0 AND r.bet_minor > 0 THEN
      v_bonus_part := (v_amount * r.bonus_bet_minor) / r.bet_minor;
    END IF;
  ELSE
    IF NOT v_other THEN
      INSERT INTO wallet_transactions (wallet_provider, idem_key, transaction_id, kind, player_id, round_id,
                                       amount_minor, posting_id, balance_after, created_at)
      VALUES (p_provider, v_key, p_transaction_id, 'rollback', s.player_id, p_round_id, 0, NULL,
              w.balance_minor + w.bonus_minor, p_now);
      RETURN QUERY SELECT 'ok'::text, w.balance_minor + w.bonus_minor, s.cur; RETURN;
    END IF;
    IF other.player_id <> s.player_id THEN RETURN QUERY SELECT 'transactionConflict'::text, NULL::bigint, s.cur; RETURN; END IF;
    IF other.kind <> 'bet' THEN RETURN QUERY SELECT 'roundSettled'::text, NULL::bigint, s.cur; RETURN; END IF;
    SELECT * INTO r FROM game_rounds WHERE wallet_provider = p_provider AND round_id = other.round_id FOR UPDATE;
    IF NOT FOUND OR r.status = 'settled' THEN RETURN QUERY SELECT 'roundSettled'::text, NULL::bigint, s.cur; RETURN; END IF;
    v_amount := other.amount_minor;
    v_round := other.round_id;
    v_bonus_part := other.bonus_minor;
    v_wagered := -other.wagered_minor;
    v_deposit_wagered := -other.deposit_wagered_minor;
  END IF;
  IF p_kind <> 'bet' THEN
    -- Money paid back: the bonus's share into the bonus while it is active, to the house once it has ended.
    v_cash_delta := v_amount - v_bonus_part;
    IF v_active THEN v_bonus_delta := v_bonus_part; ELSE v_to_house := v_bonus_part; END IF;
  END IF;

  IF v_amount <> 0 THEN
    UPDATE player_wallets
       SET balance_minor = balance_minor + v_cash_delta,
           bonus_minor = bonus_minor + v_bonus_delta,
           bonus_wager_left_minor = CASE WHEN v_active THEN greatest(bonus_wager_left_minor - v_wagered, 0)
                                         ELSE bonus_wager_left_minor END,
           deposit_wager_left_minor = deposit_wager_left_minor - v_deposit_wagered
     WHERE player_id = s.player_id
    RETURNING balance_minor, bonus_minor INTO v_cash, v_bonus;
    INSERT INTO ledger_postings (tenant_id, kind, idempotency_key, memo, created_at)
    VALUES (s.tenant_id, p_kind, 'wallet:' || p_provider || ':' || v_key,
            jsonb_build_object('provider', p_provider, 'round_id', v_round, 'game_code', r.game_code), p_now)
    RETURNING id INTO v_posting;
    INSERT INTO ledger_entries (posting_id, tenant_id, account, player_id, amount_minor, balance_after)
    SELECT v_posting, s.tenant_id, e.account, e.player_id, e.amount, e.after
      FROM (VALUES ('player_cash', s.player_id, v_cash_delta, v_cash),
                   ('player_bonus', s.player_id, v_bonus_delta, v_bonus),
                   ('house_bonus', NULL::integer, v_to_house, NULL::bigint),
                   ('house_games', NULL::integer, -(v_cash_delta + v_bonus_delta + v_to_house), NULL::bigint))
           AS e(account, player_id, amount, after)
     WHERE e.amount <> 0;
  ELSE
    v_cash := w.balance_minor;
    v_bonus := w.bonus_minor;
  END IF;
  INSERT INTO wallet_transactions (wallet_provider, idem_key, transaction_id, kind, player_id, round_id,
                                   amount_minor, bonus_minor, wagered_minor, deposit_wagered_minor, posting_id,
                                   balance_after, created_at)
  VALUES (p_provider, v_key, p_transaction_id, p_kind, s.player_id, v_round, v_amount, v_bonus_part,
          greatest(v_wagered, 0), greatest(v_deposit_wagered, 0), v_posting, v_cash + v_bonus, p_now);

  IF p_kind = 'bet' THEN
    IF NOT v_new_round THEN
      UPDATE game_rounds SET bet_minor = bet_minor + v_amount, bonus_bet_minor = bonus_bet_minor + v_bonus_part
       WHERE id = r.id;
    END IF;
    UPDATE players SET total_turnover_minor = total_turnover_minor + v_amount,
           weighted_turnover_minor = weighted_turnover_minor + (v_amount * s.bonus_weight_bp) / 10000
     WHERE id = s.player_id;
  ELSIF p_kind = 'win' THEN
    UPDATE game_rounds SET win_minor = win_minor + v_amount, status = 'settled', settled_at = p_now WHERE id = r.id;
  ELSE
    UPDATE wallet_transactions SET rolled_back_by = p_transaction_id WHERE id = other.id;
    UPDATE game_rounds SET bet_minor = greatest(bet_minor - v_amount, 0),
           bonus_bet_minor = greatest(bonus_bet_minor - v_bonus_part, 0),
           status = CASE WHEN bet_minor - v_amount > 0 THEN status ELSE 'rolled_back' END,
           settled_at = CASE WHEN bet_minor - v_amount > 0 THEN settled_at ELSE p_now END
     WHERE id = r.id;
    UPDATE players SET total_turnover_minor = greatest(total_turnover_minor - v_amount, 0),
           weighted_turnover_minor = greatest(weighted_turnover_minor - (v_amount * s.bonus_weight_bp) / 10000, 0)
     WHERE id = s.player_id;
  END IF;

  -- A settled round may end the bonus: met (released into cash) or played out (lost), once none staked with it is open.
  IF v_active AND p_kind <> 'bet' THEN
    SELECT bonus_wager_left_minor INTO v_left FROM player_wallets WHERE player_id = s.player_id;
    IF (v_left = 0 OR v_bonus = 0) AND NOT EXISTS (
         SELECT 1 FROM game_rounds WHERE player_id = s.player_id AND status = 'open' AND bonus_bet_minor > 0) THEN
      SELECT c.cash, c.bonus INTO v_cash, v_bonus
        FROM bonus_close(s.player_id, CASE WHEN v_left = 0 THEN 'released' ELSE 'lost' END, p_now) c;
    END IF;
  END IF;
  RETURN QUERY SELECT 'ok'::text, v_cash + v_bonus, s.cur;
END;
$$;
