CREATE TABLE "favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"provider_code" text NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"game_type" text NOT NULL,
	"img_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourites_player_id_provider_code_game_code_unique" UNIQUE("player_id","provider_code","game_code")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"channel" text DEFAULT 'sms' NOT NULL,
	"destination" text NOT NULL,
	"purpose" text NOT NULL,
	"tac" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "player_codes_purpose_check" CHECK ("player_codes"."purpose" in ('register', 'login', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "player_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"player_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	CONSTRAINT "player_sessions_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "player_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "player_wallets" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"token_balance" bigint DEFAULT 0 NOT NULL,
	"frozen_token" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "player_wallets_balance_check" CHECK ("player_wallets"."balance_minor" >= 0),
	CONSTRAINT "player_wallets_token_check" CHECK ("player_wallets"."token_balance" >= 0),
	CONSTRAINT "player_wallets_frozen_check" CHECK ("player_wallets"."frozen_token" >= 0)
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"account_id" text NOT NULL,
	"account_key" text NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"status" text NOT NULL,
	"referrer_code" text,
	"affiliate_code" text,
	"ch" text,
	"cm" text,
	"pp" text,
	"fbp" text,
	"appsflyer_id" text,
	"visitor_id" text,
	"signup_ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total_deposit_minor" bigint DEFAULT 0 NOT NULL,
	"total_turnover_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "players_tenant_id_account_key_unique" UNIQUE("tenant_id","account_key"),
	CONSTRAINT "players_status_check" CHECK ("players"."status" in ('PENDING', 'ACTIVE', 'BLOCK', 'CLOSE'))
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"tenant_id" integer NOT NULL,
	"position" integer NOT NULL,
	"vip_name" text NOT NULL,
	"min_deposit_minor" bigint NOT NULL,
	"min_turnover_minor" bigint NOT NULL,
	CONSTRAINT "vip_levels_tenant_id_position_pk" PRIMARY KEY("tenant_id","position")
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_codes" ADD CONSTRAINT "player_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_sessions" ADD CONSTRAINT "player_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_wallets" ADD CONSTRAINT "player_wallets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_player_idx" ON "outbox" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "outbox_unsent_idx" ON "outbox" USING btree ("tenant_id","sent_at");--> statement-breakpoint
CREATE INDEX "player_codes_player_idx" ON "player_codes" USING btree ("player_id","purpose");--> statement-breakpoint
CREATE INDEX "player_sessions_player_idx" ON "player_sessions" USING btree ("player_id");