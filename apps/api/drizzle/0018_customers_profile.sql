-- Trigram matching for the customer search box (and the screening's fuzzy names); PGlite loads the
-- extension's code at open, PostgreSQL ships it (trusted: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "customer_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
-- The customers already here trade P2P: their accounts are active. New ones start PENDING.
ALTER TABLE "customers" ADD COLUMN "state" text DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "state" SET DEFAULT 'PENDING';--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "state_reason" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "frozen_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "state_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "withdrawals_blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "withdrawals_block_reason" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "withdrawals_blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "trading_blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "trading_block_reason" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "trading_blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "kyc_level" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "kyc_status" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "labels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_author_id_admins_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_notes_customer_idx" ON "customer_notes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_customer_idx" ON "audit_log" USING btree ("customer_id","occurred_at") WHERE "audit_log"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customers_state_created_idx" ON "customers" USING btree ("state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customers_kyc_status_created_idx" ON "customers" USING btree ("kyc_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customers_email_pattern_idx" ON "customers" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_pattern_idx" ON "customers" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_state_check" CHECK ("customers"."state" in ('PENDING', 'ACTIVE', 'FROZEN', 'CLOSED'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_kyc_level_check" CHECK ("customers"."kyc_level" between 0 and 3);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_kyc_status_check" CHECK ("customers"."kyc_status" in ('NONE', 'SUBMITTED', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'RESUBMISSION_REQUESTED'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_state_reason_check" CHECK ("customers"."state" <> 'FROZEN' or "customers"."state_reason" is not null);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_withdrawals_block_check" CHECK ("customers"."withdrawals_blocked_at" is null or "customers"."withdrawals_block_reason" is not null);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_trading_block_check" CHECK ("customers"."trading_blocked_at" is null or "customers"."trading_block_reason" is not null);--> statement-breakpoint
-- Notes are a thread: appended, never rewritten or removed.
CREATE OR REPLACE FUNCTION customer_notes_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'customer_notes is append-only (% refused)', TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER customer_notes_no_update_delete BEFORE UPDATE OR DELETE ON customer_notes
  FOR EACH ROW EXECUTE FUNCTION customer_notes_refuse_change();
--> statement-breakpoint
-- The customers and compliance areas' policies for the built-in groups (superAdmin holds everything).
INSERT INTO access_group_policies (group_id, policy)
SELECT g.id, p.policy FROM access_groups g
JOIN (VALUES
  ('admin', 'customers.read'), ('admin', 'customers.manage'), ('admin', 'customers.note'), ('admin', 'customers.viewAs'),
  ('admin', 'kyc.read'), ('admin', 'kyc.decide'), ('admin', 'kyc.viewDocuments'),
  ('admin', 'bankAccounts.read'), ('admin', 'bankAccounts.decide'),
  ('admin', 'screening.read'), ('admin', 'screening.manage'), ('admin', 'screening.decide'),
  ('admin', 'countries.read'), ('admin', 'countries.manage'),
  ('support', 'customers.read'), ('support', 'customers.note'), ('support', 'kyc.read'), ('support', 'kyc.decide'),
  ('support', 'kyc.viewDocuments'), ('support', 'bankAccounts.read'), ('support', 'screening.read'), ('support', 'countries.read'),
  ('finance', 'customers.read'), ('finance', 'customers.note'), ('finance', 'kyc.read'), ('finance', 'bankAccounts.read'),
  ('finance', 'bankAccounts.decide'), ('finance', 'countries.read')
) AS p(group_name, policy) ON p.group_name = g.name
ON CONFLICT DO NOTHING;
