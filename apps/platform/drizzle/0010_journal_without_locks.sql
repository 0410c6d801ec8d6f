-- The journal tables (rounds, wallet transactions, postings, entries) keep no foreign keys to tenants, game
-- sessions or postings: each bet checked eleven keys, each a lookup that share-locks its parent row, and every bet
-- of a tenant share-locked the same tenant row (decision 0039). Keys to players stay (one row per player).
ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_session_id_game_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_posting_id_ledger_postings_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_posting_id_ledger_postings_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_tenant_id_tenants_id_fk";
--> statement-breakpoint
-- wallet_move with fewer statements: one look finds a repeat and its counterpart (the tombstone a late bet must
-- see, or the bet a rollback undoes); a new round is inserted with its stake. The rules and answers are those of
-- 0003_wallet_move.sql.
-- Locks are taken in one order by every kind: the transaction id (advisory), then the wallet row, then the round.
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
  v_key text := CASE WHEN p_kind = 'rollback' THEN 'rollback:' || p_transaction_id ELSE p_transaction_id END;
  -- A bet or win looks for a rollback that came first; a rollback looks for the bet it undoes.
  v_other_key text := CASE WHEN p_kind = 'rollback' THEN p_transaction_id ELSE 'rollback:' || p_transaction_id END;
  v_seen boolean := false;
  v_other boolean := false;
  v_new_round boolean := false;
  v_balance bigint;
  v_delta bigint;
  v_amount bigint := coalesce(p_amount, 0);
  v_round text := p_round_id;
  v_posting bigint;
BEGIN
  SELECT gs.id AS session_id, gs.tenant_id, gs.player_id, gs.provider_code, gs.game_code, gs.currency AS cur,
         gs.expires_at, p.status
    INTO s
    FROM game_sessions gs JOIN players p ON p.id = gs.player_id
   WHERE gs.token_hash = p_token_hash AND gs.wallet_provider = p_provider;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'sessionExpired'::text, NULL::bigint, NULL::text; RETURN;
  END IF;
  -- A bet needs a live session and a player in good standing; a win or rollback settles what was staked.
  IF p_kind = 'bet' THEN
    IF s.expires_at <= p_now THEN RETURN QUERY SELECT 'sessionExpired'::text, NULL::bigint, s.cur; RETURN; END IF;
    IF s.status = 'BLOCK' THEN RETURN QUERY SELECT 'BLOCK'::text, NULL::bigint, s.cur; RETURN; END IF;
    IF s.status = 'CLOSE' THEN RETURN QUERY SELECT 'CLOSE'::text, NULL::bigint, s.cur; RETURN; END IF;
    IF s.status <> 'ACTIVE' THEN RETURN QUERY SELECT 'accountNotVerified'::text, NULL::bigint, s.cur; RETURN; END IF;
  END IF;
  IF p_currency IS NOT NULL AND p_currency <> s.cur THEN
    RETURN QUERY SELECT 'currencyMismatch'::text, NULL::bigint, s.cur; RETURN;
  END IF;

  -- A repeat waits for its twin here, then finds it; a bet and the rollback of its id never pass unseen.
  PERFORM pg_advisory_xact_lock(hashtextextended(p_provider || ':' || p_transaction_id, 0));
  -- Two equalities, not an IN list: a plan cached while the table was empty must still probe the unique index.
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
  SELECT balance_minor INTO v_balance FROM player_wallets WHERE player_id = s.player_id FOR UPDATE;

  IF p_kind = 'bet' THEN
    IF v_balance < v_amount THEN RETURN QUERY SELECT 'insufficientFunds'::text, NULL::bigint, s.cur; RETURN; END IF;
    SELECT * INTO r FROM game_rounds WHERE wallet_provider = p_provider AND round_id = p_round_id FOR UPDATE;
    IF FOUND AND r.player_id <> s.player_id THEN
      RETURN QUERY SELECT 'transactionConflict'::text, NULL::bigint, s.cur; RETURN;
    END IF;
    IF FOUND AND r.status <> 'open' THEN RETURN QUERY SELECT 'roundSettled'::text, NULL::bigint, s.cur; RETURN; END IF;
    IF NOT FOUND THEN
      -- A new round is written with its stake: one row version instead of an insert and an update.
      INSERT INTO game_rounds (tenant_id, player_id, session_id, wallet_provider, round_id, provider_code, game_code,
                               bet_minor, status, created_at)
      VALUES (s.tenant_id, s.player_id, s.session_id, p_provider, p_round_id, s.provider_code, s.game_code,
              v_amount, 'open', p_now)
      RETURNING * INTO r;
      v_new_round := true;
    END IF;
    v_delta := -v_amount;
  ELSIF p_kind = 'win' THEN
    SELECT * INTO r FROM game_rounds WHERE wallet_provider = p_provider AND round_id = p_round_id FOR UPDATE;
    IF NOT FOUND THEN RETURN QUERY SELECT 'notFound'::text, NULL::bigint, s.cur; RETURN; END IF;
    IF r.player_id <> s.player_id THEN RETURN QUERY SELECT 'transactionConflict'::text, NULL::bigint, s.cur; RETURN; END IF;
    IF r.status = 'rolled_back' THEN RETURN QUERY SELECT 'transactionRolledBack'::text, NULL::bigint, s.cur; RETURN; END IF;
    IF r.status = 'settled' THEN RETURN QUERY SELECT 'roundSettled'::text, NULL::bigint, s.cur; RETURN; END IF;
    v_delta := v_amount;
  ELSE
    IF NOT v_other THEN
      -- A tombstone: nothing to undo, but a bet with this id arriving later is refused.
      INSERT INTO wallet_transactions (wallet_provider, idem_key, transaction_id, kind, player_id, round_id,
                                       amount_minor, posting_id, balance_after, created_at)
      VALUES (p_provider, v_key, p_transaction_id, 'rollback', s.player_id, p_round_id, 0, NULL, v_balance, p_now);
      RETURN QUERY SELECT 'ok'::text, v_balance, s.cur; RETURN;
    END IF;
    IF other.player_id <> s.player_id THEN RETURN QUERY SELECT 'transactionConflict'::text, NULL::bigint, s.cur; RETURN; END IF;
    IF other.kind <> 'bet' THEN RETURN QUERY SELECT 'roundSettled'::text, NULL::bigint, s.cur; RETURN; END IF;
    SELECT * INTO r FROM game_rounds WHERE wallet_provider = p_provider AND round_id = other.round_id FOR UPDATE;
    IF NOT FOUND OR r.status = 'settled' THEN RETURN QUERY SELECT 'roundSettled'::text, NULL::bigint, s.cur; RETURN; END IF;
    v_amount := other.amount_minor;
    v_round := other.round_id;
    v_delta := v_amount;
  END IF;

  -- The money: one balanced posting between the player's cash and the house's games account.
  IF v_delta <> 0 THEN
    UPDATE player_wallets SET balance_minor = balance_minor + v_delta
     WHERE player_id = s.player_id RETURNING balance_minor INTO v_balance;
    INSERT INTO ledger_postings (tenant_id, kind, idempotency_key, memo, created_at)
    VALUES (s.tenant_id, p_kind, 'wallet:' || p_provider || ':' || v_key,
            jsonb_build_object('provider', p_provider, 'round_id', v_round, 'game_code', r.game_code), p_now)
    RETURNING id INTO v_posting;
    INSERT INTO ledger_entries (posting_id, tenant_id, account, player_id, amount_minor, balance_after)
    VALUES (v_posting, s.tenant_id, 'player_cash', s.player_id, v_delta, v_balance),
           (v_posting, s.tenant_id, 'house_games', NULL, -v_delta, NULL);
  END IF;
  INSERT INTO wallet_transactions (wallet_provider, idem_key, transaction_id, kind, player_id, round_id,
                                   amount_minor, posting_id, balance_after, created_at)
  VALUES (p_provider, v_key, p_transaction_id, p_kind, s.player_id, v_round, v_amount, v_posting, v_balance, p_now);

  IF p_kind = 'bet' THEN
    IF NOT v_new_round THEN UPDATE game_rounds SET bet_minor = bet_minor + v_amount WHERE id = r.id; END IF;
    UPDATE players SET total_turnover_minor = total_turnover_minor + v_amount WHERE id = s.player_id;
  ELSIF p_kind = 'win' THEN
    UPDATE game_rounds SET win_minor = win_minor + v_amount, status = 'settled', settled_at = p_now WHERE id = r.id;
  ELSE
    UPDATE wallet_transactions SET rolled_back_by = p_transaction_id WHERE id = other.id;
    UPDATE game_rounds SET bet_minor = greatest(bet_minor - v_amount, 0),
           status = CASE WHEN bet_minor - v_amount > 0 THEN status ELSE 'rolled_back' END,
           settled_at = CASE WHEN bet_minor - v_amount > 0 THEN settled_at ELSE p_now END
     WHERE id = r.id;
    UPDATE players SET total_turnover_minor = greatest(total_turnover_minor - v_amount, 0) WHERE id = s.player_id;
  END IF;
  RETURN QUERY SELECT 'ok'::text, v_balance, s.cur;
END;
$$;
