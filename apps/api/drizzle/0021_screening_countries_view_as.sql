CREATE TABLE "screening_case_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"match_key" text NOT NULL,
	"entry_id" uuid,
	"watchlist_id" uuid,
	"entry_name" text NOT NULL,
	"entry_aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"entry_date_of_birth" date,
	"entry_country" text,
	"list_name" text NOT NULL,
	"matched_name" text NOT NULL,
	"score" numeric(4, 3) NOT NULL,
	"name_score" numeric(4, 3) NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screening_cases_status_check" CHECK ("screening_cases"."status" in ('OPEN', 'FALSE_POSITIVE', 'TRUE_MATCH')),
	CONSTRAINT "screening_cases_provider_check" CHECK ("screening_cases"."provider" in ('WATCHLIST', 'COMPLYADVANTAGE')),
	CONSTRAINT "screening_cases_decided_check" CHECK (("screening_cases"."status" = 'OPEN') = ("screening_cases"."decided_by" is null and "screening_cases"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "screening_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"watchlist_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"name" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"date_of_birth" date,
	"country" text,
	"list_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_entry_names" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"watchlist_id" uuid NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_watchlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"row_count" integer NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country_control_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"operation" text NOT NULL,
	"before" boolean NOT NULL,
	"after" boolean NOT NULL,
	"admin_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country_controls" (
	"country" text PRIMARY KEY NOT NULL,
	"sign_up_allowed" boolean DEFAULT true NOT NULL,
	"deposit_allowed" boolean DEFAULT true NOT NULL,
	"withdrawal_allowed" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "admin_email_otps" (
	"admin_id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "view_as_proofs" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"admin_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "view_as_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"admin_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "screening_case_notes" ADD CONSTRAINT "screening_case_notes_case_id_screening_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."screening_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_case_notes" ADD CONSTRAINT "screening_case_notes_author_id_admins_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_cases" ADD CONSTRAINT "screening_cases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_cases" ADD CONSTRAINT "screening_cases_entry_id_screening_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."screening_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_cases" ADD CONSTRAINT "screening_cases_watchlist_id_screening_watchlists_id_fk" FOREIGN KEY ("watchlist_id") REFERENCES "public"."screening_watchlists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_cases" ADD CONSTRAINT "screening_cases_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_entries" ADD CONSTRAINT "screening_entries_watchlist_id_screening_watchlists_id_fk" FOREIGN KEY ("watchlist_id") REFERENCES "public"."screening_watchlists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_entry_names" ADD CONSTRAINT "screening_entry_names_entry_id_screening_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."screening_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_entry_names" ADD CONSTRAINT "screening_entry_names_watchlist_id_screening_watchlists_id_fk" FOREIGN KEY ("watchlist_id") REFERENCES "public"."screening_watchlists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_watchlists" ADD CONSTRAINT "screening_watchlists_uploaded_by_admins_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_control_changes" ADD CONSTRAINT "country_control_changes_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_controls" ADD CONSTRAINT "country_controls_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_email_otps" ADD CONSTRAINT "admin_email_otps_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_as_proofs" ADD CONSTRAINT "view_as_proofs_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_as_tokens" ADD CONSTRAINT "view_as_tokens_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_as_tokens" ADD CONSTRAINT "view_as_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screening_case_notes_case_idx" ON "screening_case_notes" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "screening_cases_customer_match_key" ON "screening_cases" USING btree ("customer_id","match_key");--> statement-breakpoint
CREATE INDEX "screening_cases_created_idx" ON "screening_cases" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "screening_cases_status_created_idx" ON "screening_cases" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "screening_cases_customer_idx" ON "screening_cases" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "screening_cases_watchlist_idx" ON "screening_cases" USING btree ("watchlist_id");--> statement-breakpoint
CREATE INDEX "screening_entries_watchlist_idx" ON "screening_entries" USING btree ("watchlist_id","row_number");--> statement-breakpoint
CREATE INDEX "screening_entry_names_trgm_idx" ON "screening_entry_names" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "screening_entry_names_watchlist_idx" ON "screening_entry_names" USING btree ("watchlist_id");--> statement-breakpoint
CREATE INDEX "country_control_changes_created_idx" ON "country_control_changes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "country_control_changes_country_idx" ON "country_control_changes" USING btree ("country","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written from here on. Case notes and country changes are history: appended, never rewritten.
CREATE OR REPLACE FUNCTION history_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only (% refused)', TG_TABLE_NAME, TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER screening_case_notes_no_update_delete BEFORE UPDATE OR DELETE ON screening_case_notes
  FOR EACH ROW EXECUTE FUNCTION history_refuse_change();
--> statement-breakpoint
CREATE TRIGGER country_control_changes_no_update_delete BEFORE UPDATE OR DELETE ON country_control_changes
  FOR EACH ROW EXECUTE FUNCTION history_refuse_change();
--> statement-breakpoint
-- The listed tables share their counts (see 0017).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['screening_cases', 'country_control_changes']
  LOOP
    INSERT INTO list_generations (table_name) VALUES (t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION list_generation_bump()', t || '_list_generation', t);
  END LOOP;
END $$;
