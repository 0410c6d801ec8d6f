CREATE TABLE "ad_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"fbp" text,
	"appsflyer_id" text,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ad_visits_source_check" CHECK ("ad_visits"."fbp" IS NOT NULL OR "ad_visits"."appsflyer_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "ad_visits" ADD CONSTRAINT "ad_visits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_visits_tenant_idx" ON "ad_visits" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "money_requests_tenant_decided_idx" ON "money_requests" USING btree ("tenant_id","type","decided_at");