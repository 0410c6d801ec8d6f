CREATE TABLE "money_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"method_code" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"bank_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"reason" text,
	"hold_posting_id" bigint,
	"decision_posting_id" bigint,
	CONSTRAINT "money_requests_type_check" CHECK ("money_requests"."type" in ('deposit', 'withdrawal')),
	CONSTRAINT "money_requests_status_check" CHECK ("money_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "money_requests_amount_check" CHECK ("money_requests"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"method_code" text NOT NULL,
	"method_name" text NOT NULL,
	"kind" text NOT NULL,
	"image_key" text,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"deposit" boolean DEFAULT true NOT NULL,
	"withdrawal" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_methods_tenant_id_method_code_unique" UNIQUE("tenant_id","method_code"),
	CONSTRAINT "payment_methods_range_check" CHECK ("payment_methods"."min_minor" <= "payment_methods"."max_minor")
);
--> statement-breakpoint
CREATE TABLE "player_banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount_minor" bigint,
	"pending" boolean DEFAULT false NOT NULL,
	"pending_amount_minor" bigint,
	"pending_from" timestamp with time zone,
	CONSTRAINT "player_limits_player_id_kind_period_pk" PRIMARY KEY("player_id","kind","period")
);
--> statement-breakpoint
CREATE TABLE "player_protection" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"session_limit_minutes" integer,
	"reality_check_minutes" integer,
	"excluded_until" timestamp with time zone,
	"exclusion_kind" text
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_check";--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_bank_id_player_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."player_banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_hold_posting_id_ledger_postings_id_fk" FOREIGN KEY ("hold_posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_decision_posting_id_ledger_postings_id_fk" FOREIGN KEY ("decision_posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_banks" ADD CONSTRAINT "player_banks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_protection" ADD CONSTRAINT "player_protection_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_requests_player_idx" ON "money_requests" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "money_requests_pending_idx" ON "money_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "player_banks_player_idx" ON "player_banks" USING btree ("player_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_check" CHECK ("ledger_entries"."account" in ('player_cash', 'house_games', 'house_funding', 'house_deposits', 'withdrawals_held', 'house_payouts', 'house_bonus'));