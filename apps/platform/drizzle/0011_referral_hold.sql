-- A referral reward is held until the referred player's deposit is wagered, and voided by a withdrawal first
-- (decision 0047). The rewards recorded before this were paid when they were recorded, so they are marked paid.
ALTER TABLE "referral_rewards" ADD COLUMN "turnover_start_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "turnover_required_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "state" text DEFAULT 'held' NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "referral_rewards_held_idx" ON "referral_rewards" USING btree ("referee_id") WHERE "referral_rewards"."state" = 'held';--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_state_check" CHECK ("referral_rewards"."state" in ('held', 'paid', 'void'));--> statement-breakpoint
UPDATE "referral_rewards" SET "state" = 'paid', "paid_at" = "created_at";
