CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"texts" jsonb NOT NULL,
	"audience_kind" text DEFAULT 'ALL' NOT NULL,
	"audience_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"audience_kyc_levels" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	"published_at" timestamp with time zone,
	CONSTRAINT "announcements_channel_check" CHECK ("announcements"."channel" in ('WEB', 'MOBILE')),
	CONSTRAINT "announcements_status_check" CHECK ("announcements"."status" in ('DRAFT', 'PUBLISHED', 'ARCHIVED')),
	CONSTRAINT "announcements_audience_check" CHECK ("announcements"."audience_kind" in ('ALL', 'COUNTRIES', 'KYC_LEVELS')),
	CONSTRAINT "announcements_texts_check" CHECK (jsonb_typeof("announcements"."texts") = 'object' and "announcements"."texts" <> '{}'::jsonb),
	CONSTRAINT "announcements_schedule_check" CHECK ("announcements"."ends_at" is null or "announcements"."ends_at" > "announcements"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "app_banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"link_url" text NOT NULL,
	"position" integer NOT NULL,
	"state" text DEFAULT 'ACTIVE' NOT NULL,
	"image_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_banners_state_check" CHECK ("app_banners"."state" in ('ACTIVE', 'INACTIVE')),
	CONSTRAINT "app_banners_link_check" CHECK ("app_banners"."link_url" like 'https://%'),
	CONSTRAINT "app_banners_schedule_check" CHECK ("app_banners"."ends_at" is null or "app_banners"."ends_at" > "app_banners"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "banner_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banner_images_type_check" CHECK ("banner_images"."content_type" in ('image/png', 'image/jpeg', 'image/webp'))
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"event" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_event_language_pk" PRIMARY KEY("event","language")
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_published_by_admins_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_banners" ADD CONSTRAINT "app_banners_image_id_banner_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."banner_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_banners" ADD CONSTRAINT "app_banners_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_images" ADD CONSTRAINT "banner_images_uploaded_by_admins_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_channel_created_idx" ON "announcements" USING btree ("channel","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "app_banners_language_position_idx" ON "app_banners" USING btree ("language","position");--> statement-breakpoint
-- Content for the built-in groups (superAdmin holds everything): the admin group manages
-- announcements, banners and e-mail templates; support reads them to answer customers.
INSERT INTO access_group_policies (group_id, policy)
SELECT g.id, p.policy FROM access_groups g
JOIN (VALUES
  ('admin', 'announcements.read'), ('admin', 'announcements.manage'),
  ('admin', 'banners.read'), ('admin', 'banners.manage'),
  ('admin', 'emailTemplates.read'), ('admin', 'emailTemplates.manage'),
  ('support', 'announcements.read'), ('support', 'banners.read'), ('support', 'emailTemplates.read')
) AS p(group_name, policy) ON p.group_name = g.name
ON CONFLICT DO NOTHING;
