CREATE SEQUENCE "public"."fiat_deposit_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."fiat_withdrawal_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "fiat_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deposit_number" text DEFAULT 'FD' || lpad(nextval('fiat_deposit_number_seq')::text, 10, '0') NOT NULL,
	"customer_id" uuid NOT NULL,
	"method" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"reference" text NOT NULL,
	"sender_name" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"entered_by" uuid,
	"note" text,
	"statement_reference" text,
	"reject_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"ledger_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiat_deposits_status_check" CHECK ("fiat_deposits"."status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "fiat_deposits_method_check" CHECK ("fiat_deposits"."method" in ('BANK_TRANSFER', 'CARD')),
	CONSTRAINT "fiat_deposits_amount_check" CHECK ("fiat_deposits"."amount" > 0),
	CONSTRAINT "fiat_deposits_approved_check" CHECK ("fiat_deposits"."status" <> 'APPROVED' or ("fiat_deposits"."ledger_entry_id" is not null and "fiat_deposits"."statement_reference" is not null and "fiat_deposits"."decided_by" is not null)),
	CONSTRAINT "fiat_deposits_rejected_check" CHECK ("fiat_deposits"."status" <> 'REJECTED' or "fiat_deposits"."reject_reason" is not null),
	CONSTRAINT "fiat_deposits_four_eyes_check" CHECK ("fiat_deposits"."status" <> 'APPROVED' or "fiat_deposits"."entered_by" is null or "fiat_deposits"."entered_by" <> "fiat_deposits"."decided_by")
);
--> statement-breakpoint
CREATE TABLE "fiat_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"withdrawal_number" text DEFAULT 'FW' || lpad(nextval('fiat_withdrawal_number_seq')::text, 10, '0') NOT NULL,
	"customer_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"fee" numeric(20, 2) NOT NULL,
	"tax" numeric(20, 2) NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"hold_reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"limit_per_24h" numeric(20, 2),
	"used_24h" numeric(20, 2) NOT NULL,
	"limit_per_30d" numeric(20, 2),
	"used_30d" numeric(20, 2) NOT NULL,
	"requested_by" uuid,
	"note" text,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone,
	"submit_note" text,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"approve_note" text,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	"payout_reference" text,
	"sent_by" uuid,
	"sent_at" timestamp with time zone,
	"hold_entry_id" uuid NOT NULL,
	"settle_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiat_withdrawals_status_check" CHECK ("fiat_withdrawals"."status" in ('SUBMITTED', 'PENDING_APPROVAL', 'APPROVED', 'SENT', 'FAILED', 'REJECTED')),
	CONSTRAINT "fiat_withdrawals_amounts_check" CHECK ("fiat_withdrawals"."amount" > 0 and "fiat_withdrawals"."fee" >= 0 and "fiat_withdrawals"."tax" >= 0),
	CONSTRAINT "fiat_withdrawals_four_eyes_check" CHECK ("fiat_withdrawals"."approved_by" is null or "fiat_withdrawals"."submitted_by" is null or "fiat_withdrawals"."approved_by" <> "fiat_withdrawals"."submitted_by"),
	CONSTRAINT "fiat_withdrawals_closed_check" CHECK ("fiat_withdrawals"."status" not in ('REJECTED', 'FAILED') or ("fiat_withdrawals"."close_reason" is not null and "fiat_withdrawals"."settle_entry_id" is not null)),
	CONSTRAINT "fiat_withdrawals_sent_check" CHECK ("fiat_withdrawals"."status" <> 'SENT' or ("fiat_withdrawals"."payout_reference" is not null and "fiat_withdrawals"."settle_entry_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "fiat_deposits" ADD CONSTRAINT "fiat_deposits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_deposits" ADD CONSTRAINT "fiat_deposits_entered_by_admins_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_deposits" ADD CONSTRAINT "fiat_deposits_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_withdrawals" ADD CONSTRAINT "fiat_withdrawals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_withdrawals" ADD CONSTRAINT "fiat_withdrawals_bank_account_id_customer_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."customer_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_withdrawals" ADD CONSTRAINT "fiat_withdrawals_requested_by_admins_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_withdrawals" ADD CONSTRAINT "fiat_withdrawals_submitted_by_admins_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_withdrawals" ADD CONSTRAINT "fiat_withdrawals_approved_by_admins_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_withdrawals" ADD CONSTRAINT "fiat_withdrawals_closed_by_admins_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_withdrawals" ADD CONSTRAINT "fiat_withdrawals_sent_by_admins_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiat_deposits_number_key" ON "fiat_deposits" USING btree ("deposit_number");--> statement-breakpoint
CREATE UNIQUE INDEX "fiat_deposits_reference_key" ON "fiat_deposits" USING btree ("method","reference") WHERE "fiat_deposits"."status" <> 'REJECTED';--> statement-breakpoint
CREATE UNIQUE INDEX "fiat_deposits_statement_reference_key" ON "fiat_deposits" USING btree ("method","statement_reference") WHERE "fiat_deposits"."status" = 'APPROVED';--> statement-breakpoint
CREATE INDEX "fiat_deposits_status_created_idx" ON "fiat_deposits" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fiat_deposits_method_status_created_idx" ON "fiat_deposits" USING btree ("method","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fiat_deposits_created_idx" ON "fiat_deposits" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fiat_deposits_customer_idx" ON "fiat_deposits" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "fiat_withdrawals_number_key" ON "fiat_withdrawals" USING btree ("withdrawal_number");--> statement-breakpoint
CREATE INDEX "fiat_withdrawals_status_created_idx" ON "fiat_withdrawals" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fiat_withdrawals_created_idx" ON "fiat_withdrawals" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fiat_withdrawals_customer_currency_idx" ON "fiat_withdrawals" USING btree ("customer_id","currency","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written from here. Each money movement names its journal entry.
ALTER TABLE "fiat_deposits" ADD CONSTRAINT "fiat_deposits_ledger_entry_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "ledger_entries"("id");--> statement-breakpoint
ALTER TABLE "fiat_withdrawals" ADD CONSTRAINT "fiat_withdrawals_hold_entry_fk" FOREIGN KEY ("hold_entry_id") REFERENCES "ledger_entries"("id");--> statement-breakpoint
ALTER TABLE "fiat_withdrawals" ADD CONSTRAINT "fiat_withdrawals_settle_entry_fk" FOREIGN KEY ("settle_entry_id") REFERENCES "ledger_entries"("id");--> statement-breakpoint
-- The deposit and withdrawal lists share their counts (see 0017).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['fiat_deposits', 'fiat_withdrawals']
  LOOP
    INSERT INTO list_generations (table_name) VALUES (t) ON CONFLICT DO NOTHING;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION list_generation_bump()', t || '_list_generation', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- The fiat area's policies for the built-in groups (superAdmin holds everything): admin and
-- finance work the queues (maker and checker are told apart per withdrawal, not per group);
-- support reads them to answer customers.
INSERT INTO access_group_policies (group_id, policy)
SELECT g.id, p.policy FROM access_groups g
JOIN (VALUES
  ('admin', 'fiat.deposits.read'), ('admin', 'fiat.deposits.create'), ('admin', 'fiat.deposits.decide'),
  ('admin', 'fiat.withdrawals.read'), ('admin', 'fiat.withdrawals.create'), ('admin', 'fiat.withdrawals.submit'),
  ('admin', 'fiat.withdrawals.approve'), ('admin', 'fiat.withdrawals.reject'), ('admin', 'fiat.withdrawals.payout'),
  ('finance', 'fiat.deposits.read'), ('finance', 'fiat.deposits.create'), ('finance', 'fiat.deposits.decide'),
  ('finance', 'fiat.withdrawals.read'), ('finance', 'fiat.withdrawals.create'), ('finance', 'fiat.withdrawals.submit'),
  ('finance', 'fiat.withdrawals.approve'), ('finance', 'fiat.withdrawals.reject'), ('finance', 'fiat.withdrawals.payout'),
  ('support', 'fiat.deposits.read'), ('support', 'fiat.withdrawals.read')
) AS p(group_name, policy) ON p.group_name = g.name
ON CONFLICT DO NOTHING;
