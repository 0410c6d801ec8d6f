CREATE TABLE "inbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"player_id" integer,
	"title" text,
	"body" text,
	"template" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reward_kind" text DEFAULT 'none' NOT NULL,
	"reward_minor" bigint DEFAULT 0 NOT NULL,
	"source_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "inbox_messages_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "inbox_messages_reward_check" CHECK ("inbox_messages"."reward_kind" in ('none', 'cash', 'tokens')),
	CONSTRAINT "inbox_messages_words_check" CHECK (("inbox_messages"."template" is null) = ("inbox_messages"."title" is not null and "inbox_messages"."body" is not null)),
	CONSTRAINT "inbox_messages_template_check" CHECK ("inbox_messages"."template" is null or "inbox_messages"."template" in ('welcome', 'vip_level_up', 'referral_reward'))
);
--> statement-breakpoint
CREATE TABLE "inbox_receipts" (
	"message_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "inbox_receipts_message_id_player_id_pk" PRIMARY KEY("message_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "mission_claims" (
	"player_id" integer NOT NULL,
	"mission_code" text NOT NULL,
	"period_key" text NOT NULL,
	"reward_kind" text NOT NULL,
	"reward_minor" bigint DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mission_claims_player_id_mission_code_period_key_pk" PRIMARY KEY("player_id","mission_code","period_key"),
	CONSTRAINT "mission_claims_reward_check" CHECK ("mission_claims"."reward_kind" in ('cash', 'tokens'))
);
--> statement-breakpoint
CREATE TABLE "promotion_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"promotion_code" text NOT NULL,
	"deposit_request_id" integer NOT NULL,
	"bonus_minor" bigint DEFAULT 0 NOT NULL,
	"turnover_required_minor" bigint DEFAULT 0 NOT NULL,
	"turnover_start_minor" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "promotion_claims_deposit_request_id_unique" UNIQUE("deposit_request_id"),
	CONSTRAINT "promotion_claims_player_id_promotion_code_unique" UNIQUE("player_id","promotion_code"),
	CONSTRAINT "promotion_claims_state_check" CHECK ("promotion_claims"."state" in ('active', 'completed', 'forfeited'))
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"referee_id" integer PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	"reward_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"prize_index" integer NOT NULL,
	"prize_kind" text NOT NULL,
	"prize_amount" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'settling' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "spins_player_id_request_id_unique" UNIQUE("player_id","request_id"),
	CONSTRAINT "spins_state_check" CHECK ("spins"."state" in ('settling', 'settled')),
	CONSTRAINT "spins_prize_check" CHECK ("spins"."prize_kind" in ('cash', 'tokens', 'none'))
);
--> statement-breakpoint
CREATE TABLE "token_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"delta" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"memo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "token_movements_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "token_movements_balance_check" CHECK ("token_movements"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vip_levels" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "vip_levels" CASCADE;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "referral_code" text DEFAULT upper(substr(md5(random()::text || clock_timestamp()::text), 1, 8)) NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "referrer_id" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "vip_gift_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "engagement" jsonb;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_receipts" ADD CONSTRAINT "inbox_receipts_message_id_inbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."inbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_receipts" ADD CONSTRAINT "inbox_receipts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_deposit_request_id_money_requests_id_fk" FOREIGN KEY ("deposit_request_id") REFERENCES "public"."money_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referee_id_players_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_players_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spins" ADD CONSTRAINT "spins_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spins" ADD CONSTRAINT "spins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_movements" ADD CONSTRAINT "token_movements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_movements" ADD CONSTRAINT "token_movements_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_messages_tenant_idx" ON "inbox_messages" USING btree ("tenant_id","player_id","created_at");--> statement-breakpoint
CREATE INDEX "promotion_claims_player_idx" ON "promotion_claims" USING btree ("player_id","state");--> statement-breakpoint
CREATE INDEX "spins_player_idx" ON "spins" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "spins_settling_idx" ON "spins" USING btree ("state");--> statement-breakpoint
CREATE INDEX "token_movements_player_idx" ON "token_movements" USING btree ("player_id","id");--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_referrer_id_players_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "players_referrer_idx" ON "players" USING btree ("referrer_id");--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_referral_code_unique" UNIQUE("tenant_id","referral_code");