CREATE TABLE "kyc_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_documents_content_type_check" CHECK ("kyc_documents"."content_type" in ('image/jpeg', 'image/png', 'application/pdf')),
	CONSTRAINT "kyc_documents_size_check" CHECK ("kyc_documents"."size_bytes" between 1 and 10485760 and "kyc_documents"."size_bytes" = octet_length("kyc_documents"."content"))
);
--> statement-breakpoint
CREATE TABLE "kyc_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"level" smallint NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"full_name" text NOT NULL,
	"date_of_birth" text NOT NULL,
	"nationality" text NOT NULL,
	"country" text NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"address_line1" text,
	"address_line2" text,
	"address_city" text,
	"address_postal_code" text,
	"address_country" text,
	"reviewer_id" uuid,
	"assigned_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"rejection_type" text,
	"rejection_reason" text,
	"retry_items" text[] DEFAULT '{}'::text[] NOT NULL,
	"rejection_comment" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_requests_level_check" CHECK ("kyc_requests"."level" in (2, 3)),
	CONSTRAINT "kyc_requests_status_check" CHECK ("kyc_requests"."status" in ('SUBMITTED', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'RESUBMISSION_REQUESTED')),
	CONSTRAINT "kyc_requests_reviewer_check" CHECK ("kyc_requests"."status" <> 'IN_REVIEW' or "kyc_requests"."reviewer_id" is not null),
	CONSTRAINT "kyc_requests_decided_check" CHECK ("kyc_requests"."status" not in ('APPROVED', 'REJECTED', 'RESUBMISSION_REQUESTED') or "kyc_requests"."decided_by" is not null),
	CONSTRAINT "kyc_requests_rejection_check" CHECK ("kyc_requests"."status" not in ('REJECTED', 'RESUBMISSION_REQUESTED') or ("kyc_requests"."rejection_type" is not null and "kyc_requests"."rejection_reason" is not null)),
	CONSTRAINT "kyc_requests_address_check" CHECK ("kyc_requests"."level" <> 3 or ("kyc_requests"."address_line1" is not null and "kyc_requests"."address_city" is not null and "kyc_requests"."address_country" is not null))
);
--> statement-breakpoint
CREATE TABLE "customer_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"holder_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reject_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_bank_accounts_status_check" CHECK ("customer_bank_accounts"."status" in ('PENDING', 'VERIFIED', 'REJECTED')),
	CONSTRAINT "customer_bank_accounts_reject_reason_check" CHECK ("customer_bank_accounts"."status" <> 'REJECTED' or "customer_bank_accounts"."reject_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_request_id_kyc_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."kyc_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_uploaded_by_admins_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_reviewer_id_admins_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_bank_accounts" ADD CONSTRAINT "customer_bank_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_bank_accounts" ADD CONSTRAINT "customer_bank_accounts_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_documents_request_idx" ON "kyc_documents" USING btree ("request_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "kyc_requests_status_submitted_idx" ON "kyc_requests" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "kyc_requests_submitted_idx" ON "kyc_requests" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "kyc_requests_customer_idx" ON "kyc_requests" USING btree ("customer_id","submitted_at");--> statement-breakpoint
CREATE INDEX "kyc_requests_reviewer_idx" ON "kyc_requests" USING btree ("reviewer_id","status");--> statement-breakpoint
CREATE INDEX "customer_bank_accounts_status_created_idx" ON "customer_bank_accounts" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "customer_bank_accounts_created_idx" ON "customer_bank_accounts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customer_bank_accounts_customer_idx" ON "customer_bank_accounts" USING btree ("customer_id","created_at");--> statement-breakpoint
-- Hand-written from here. The KYC queue and the bank account list share their counts (see 0017).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['kyc_requests', 'customer_bank_accounts']
  LOOP
    INSERT INTO list_generations (table_name) VALUES (t) ON CONFLICT DO NOTHING;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION list_generation_bump()', t || '_list_generation', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- A document is evidence of what a reviewer saw: stored once, never rewritten or removed.
CREATE OR REPLACE FUNCTION kyc_documents_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'kyc_documents is append-only (% refused)', TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER kyc_documents_no_update_delete BEFORE UPDATE OR DELETE ON kyc_documents
  FOR EACH ROW EXECUTE FUNCTION kyc_documents_refuse_change();
