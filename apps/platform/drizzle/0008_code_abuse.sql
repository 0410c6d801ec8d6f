CREATE TABLE "spent_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "verified_phone" text;--> statement-breakpoint
CREATE INDEX "spent_challenges_expires_idx" ON "spent_challenges" USING btree ("expires_at");--> statement-breakpoint
-- Accounts past PENDING have verified their phone: the oldest of each (tenant, digits) holds it; later ones that
-- shared it before the rule keep working without holding it.
UPDATE "players" SET "verified_phone" = "ranked"."digits"
FROM (
	SELECT "id", "digits", row_number() OVER (PARTITION BY "tenant_id", "digits" ORDER BY "created_at", "id") AS "rank"
	FROM (SELECT "id", "tenant_id", "created_at", regexp_replace("contact_phone", '[^0-9]', '', 'g') AS "digits"
		FROM "players" WHERE "status" <> 'PENDING') AS "verified"
	WHERE "digits" <> ''
) AS "ranked"
WHERE "players"."id" = "ranked"."id" AND "ranked"."rank" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "players_verified_phone_unique" ON "players" USING btree ("tenant_id","verified_phone") WHERE "players"."verified_phone" is not null;