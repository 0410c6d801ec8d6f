CREATE TABLE "reward_wagering" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"reward_key" text NOT NULL,
	"source" text NOT NULL,
	"bonus_minor" bigint DEFAULT 0 NOT NULL,
	"turnover_required_minor" bigint DEFAULT 0 NOT NULL,
	"turnover_start_minor" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "reward_wagering_reward_key_unique" UNIQUE("reward_key"),
	CONSTRAINT "reward_wagering_state_check" CHECK ("reward_wagering"."state" in ('active', 'completed', 'forfeited'))
);
--> statement-breakpoint
ALTER TABLE "reward_wagering" ADD CONSTRAINT "reward_wagering_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_wagering" ADD CONSTRAINT "reward_wagering_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_wagering_player_idx" ON "reward_wagering" USING btree ("player_id","state");