CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"wallet_provider" text NOT NULL,
	"round_id" text NOT NULL,
	"provider_code" text NOT NULL,
	"game_code" text NOT NULL,
	"bet_minor" bigint DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_wallet_provider_round_id_unique" UNIQUE("wallet_provider","round_id"),
	CONSTRAINT "game_rounds_status_check" CHECK ("game_rounds"."status" in ('open', 'settled', 'rolled_back')),
	CONSTRAINT "game_rounds_amounts_check" CHECK ("game_rounds"."bet_minor" >= 0 and "game_rounds"."win_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"provider_code" text NOT NULL,
	"game_code" text NOT NULL,
	"wallet_provider" text NOT NULL,
	"token_hash" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"wallet_provider" text NOT NULL,
	"idem_key" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"player_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"posting_id" bigint,
	"balance_after" bigint NOT NULL,
	"rolled_back_by" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_transactions_wallet_provider_idem_key_unique" UNIQUE("wallet_provider","idem_key"),
	CONSTRAINT "wallet_transactions_kind_check" CHECK ("wallet_transactions"."kind" in ('bet', 'win', 'rollback')),
	CONSTRAINT "wallet_transactions_amount_check" CHECK ("wallet_transactions"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"posting_id" bigint NOT NULL,
	"tenant_id" integer NOT NULL,
	"account" text NOT NULL,
	"player_id" integer,
	"amount_minor" bigint NOT NULL,
	"balance_after" bigint,
	CONSTRAINT "ledger_entries_account_check" CHECK ("ledger_entries"."account" in ('player_cash', 'house_games', 'house_funding')),
	CONSTRAINT "ledger_entries_player_check" CHECK (("ledger_entries"."account" = 'player_cash') = ("ledger_entries"."player_id" is not null and "ledger_entries"."balance_after" is not null)),
	CONSTRAINT "ledger_entries_balance_check" CHECK ("ledger_entries"."balance_after" is null or "ledger_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"memo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_postings_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "match_odds" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"bet_type" text NOT NULL,
	"home_away" text NOT NULL,
	"criteria1" text DEFAULT '' NOT NULL,
	"odds" double precision NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"league" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"home_team_name" text NOT NULL,
	"away_team_name" text NOT NULL,
	"home_names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"away_names" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_posting_id_ledger_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_posting_id_ledger_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_odds" ADD CONSTRAINT "match_odds_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_rounds_player_idx" ON "game_rounds" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "game_sessions_player_idx" ON "game_sessions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_posting_idx" ON "ledger_entries" USING btree ("posting_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_player_idx" ON "ledger_entries" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "ledger_postings_tenant_idx" ON "ledger_postings" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "match_odds_match_idx" ON "match_odds" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "matches_start_idx" ON "matches" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "games_type_idx" ON "games" USING btree ("game_type","position");--> statement-breakpoint
CREATE INDEX "games_provider_idx" ON "games" USING btree ("provider_code","position");