CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_code" text NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"game_type" text NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"image_url" text NOT NULL,
	"placeholder" text,
	CONSTRAINT "games_provider_code_game_code_unique" UNIQUE("provider_code","game_code")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"key" text PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"content_type" text NOT NULL,
	"body" text NOT NULL,
	"etag" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_analytics" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"position" integer NOT NULL,
	"section" text NOT NULL,
	"script" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"titles" jsonb NOT NULL,
	"contents" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_cms" (
	"tenant_id" integer NOT NULL,
	"page_key" text NOT NULL,
	"en_body" text NOT NULL,
	"local_body" text NOT NULL,
	"status" boolean NOT NULL,
	CONSTRAINT "tenant_cms_tenant_id_page_key_pk" PRIMARY KEY("tenant_id","page_key")
);
--> statement-breakpoint
CREATE TABLE "tenant_marquee" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"position" integer NOT NULL,
	"contents" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_menu" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"position" integer NOT NULL,
	"content_id" integer NOT NULL,
	"game_menu" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"position" integer NOT NULL,
	"partner_name" text NOT NULL,
	"href" text NOT NULL,
	"img_url" text NOT NULL,
	"img_from_file" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_seo" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"position" integer NOT NULL,
	"page_name" text NOT NULL,
	"meta_lang" text NOT NULL,
	"en_item_name" text NOT NULL,
	"en_body" text NOT NULL,
	"local_item_name" text NOT NULL,
	"local_body" text NOT NULL,
	"meta_title" text NOT NULL,
	"meta_desc" text NOT NULL,
	"meta_keywords" text NOT NULL,
	"meta_url" text NOT NULL,
	"meta_canonical" text NOT NULL,
	"meta_author" text NOT NULL,
	"meta_publisher" text NOT NULL,
	"meta_image_url" text NOT NULL,
	CONSTRAINT "tenant_seo_tenant_id_page_name_meta_lang_unique" UNIQUE("tenant_id","page_name","meta_lang")
);
--> statement-breakpoint
CREATE TABLE "tenant_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"position" integer NOT NULL,
	"titles" jsonb NOT NULL,
	"href" text,
	"img_url" text NOT NULL,
	"img_from_file" boolean NOT NULL,
	"placeholder" text
);
--> statement-breakpoint
CREATE TABLE "tenant_social_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"position" integer NOT NULL,
	"account_type" text NOT NULL,
	"account_name" text NOT NULL,
	"href" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain_name" text NOT NULL,
	"external_id" text NOT NULL,
	"site_name" text NOT NULL,
	"currency" text NOT NULL,
	"theme_code" text NOT NULL,
	"theme_color" text NOT NULL,
	"logo_text" text NOT NULL,
	"status" boolean NOT NULL,
	"expired_date" timestamp with time zone,
	"android_sub" text NOT NULL,
	"ios_sub" text NOT NULL,
	"gamify_status" boolean NOT NULL,
	"logo1" text NOT NULL,
	"logo2" text NOT NULL,
	"logo3" text NOT NULL,
	"manifest_icon" text NOT NULL,
	"file_logos" jsonb,
	"default_lang" text NOT NULL,
	"languages" text[] NOT NULL,
	"maintenance_start" timestamp with time zone,
	"maintenance_end" timestamp with time zone,
	"live_chat_id" text,
	"live_chat_image_id" text,
	"live_chat_status" boolean NOT NULL,
	"aff_domain" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_domain_name_unique" UNIQUE("domain_name")
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_code_providers_code_fk" FOREIGN KEY ("provider_code") REFERENCES "public"."providers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_analytics" ADD CONSTRAINT "tenant_analytics_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_announcements" ADD CONSTRAINT "tenant_announcements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_cms" ADD CONSTRAINT "tenant_cms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_marquee" ADD CONSTRAINT "tenant_marquee_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_menu" ADD CONSTRAINT "tenant_menu_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_partners" ADD CONSTRAINT "tenant_partners_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_seo" ADD CONSTRAINT "tenant_seo_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_slides" ADD CONSTRAINT "tenant_slides_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_social_accounts" ADD CONSTRAINT "tenant_social_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_tenant_idx" ON "media" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "tenant_analytics_tenant_idx" ON "tenant_analytics" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "tenant_announcements_tenant_idx" ON "tenant_announcements" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "tenant_marquee_tenant_idx" ON "tenant_marquee" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "tenant_menu_tenant_idx" ON "tenant_menu" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "tenant_partners_tenant_idx" ON "tenant_partners" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "tenant_slides_tenant_idx" ON "tenant_slides" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "tenant_social_accounts_tenant_idx" ON "tenant_social_accounts" USING btree ("tenant_id");