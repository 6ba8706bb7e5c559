CREATE TABLE "translation_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_languages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_values" (
	"key" text NOT NULL,
	"language" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "translation_values_key_language_pk" PRIMARY KEY("key","language")
);
--> statement-breakpoint
ALTER TABLE "translation_values" ADD CONSTRAINT "translation_values_key_translation_keys_key_fk" FOREIGN KEY ("key") REFERENCES "public"."translation_keys"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_values" ADD CONSTRAINT "translation_values_language_translation_languages_code_fk" FOREIGN KEY ("language") REFERENCES "public"."translation_languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_values" ADD CONSTRAINT "translation_values_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "translation_values_language_idx" ON "translation_values" USING btree ("language","key");--> statement-breakpoint
-- The customer app's six languages; English, the base, is always active, the others are switched
-- on when their texts are ready.
INSERT INTO translation_languages (code, name, active, position) VALUES
  ('en', 'English', true, 0), ('ar', 'العربية', false, 1), ('fr', 'Français', false, 2),
  ('es', 'Español', false, 3), ('it', 'Italiano', false, 4), ('zh', '中文', false, 5)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Translation for the built-in groups (superAdmin holds everything): the admin group manages the
-- texts and languages; support reads them.
INSERT INTO access_group_policies (group_id, policy)
SELECT g.id, p.policy FROM access_groups g
JOIN (VALUES
  ('admin', 'translations.read'), ('admin', 'translations.manage'),
  ('support', 'translations.read')
) AS p(group_name, policy) ON p.group_name = g.name
ON CONFLICT DO NOTHING;
