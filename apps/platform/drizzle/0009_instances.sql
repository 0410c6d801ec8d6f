CREATE TABLE "demo_crash_rounds" (
	"round_id" text PRIMARY KEY NOT NULL,
	"play_key" text NOT NULL,
	"sealed_token" text NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"bet_transaction_id" text NOT NULL,
	"win_transaction_id" text NOT NULL,
	"crash" double precision NOT NULL,
	"started_at" bigint,
	"crash_at" bigint,
	"state" text NOT NULL,
	"win" bigint,
	"multiplier" double precision,
	"outcome" jsonb,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "demo_crash_rounds_state_check" CHECK ("demo_crash_rounds"."state" in ('placing', 'flying', 'cashed', 'crashed'))
);
--> statement-breakpoint
CREATE TABLE "demo_opened_launches" (
	"key" text PRIMARY KEY NOT NULL,
	"until" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "demo_crash_rounds_open_idx" ON "demo_crash_rounds" USING btree ("play_key") WHERE "demo_crash_rounds"."outcome" IS NULL;--> statement-breakpoint
CREATE INDEX "demo_crash_rounds_sweep_idx" ON "demo_crash_rounds" USING btree ("state","updated_at");