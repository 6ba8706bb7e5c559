CREATE TABLE "voucher_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"asset" text NOT NULL,
	"amount_per_code" numeric(38, 18) NOT NULL,
	"code_count" integer NOT NULL,
	"budget" numeric(38, 18) NOT NULL,
	"spent" numeric(38, 18) DEFAULT '0' NOT NULL,
	"released" numeric(38, 18) DEFAULT '0' NOT NULL,
	"per_customer_cap" integer DEFAULT 1 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"status_reason" text,
	"funding_entry_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_batches_status_check" CHECK ("voucher_batches"."status" in ('ACTIVE', 'PAUSED', 'REVOKED')),
	CONSTRAINT "voucher_batches_amounts_check" CHECK ("voucher_batches"."amount_per_code" > 0 and "voucher_batches"."budget" > 0 and "voucher_batches"."spent" >= 0 and "voucher_batches"."released" >= 0),
	CONSTRAINT "voucher_batches_budget_check" CHECK ("voucher_batches"."spent" + "voucher_batches"."released" <= "voucher_batches"."budget"),
	CONSTRAINT "voucher_batches_cap_check" CHECK ("voucher_batches"."per_customer_cap" > 0 and "voucher_batches"."code_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "voucher_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"code_hint" text NOT NULL,
	"status" text DEFAULT 'UNUSED' NOT NULL,
	CONSTRAINT "voucher_codes_status_check" CHECK ("voucher_codes"."status" in ('UNUSED', 'REDEEMED', 'VOID'))
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"ledger_entry_id" uuid NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donation_causes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"asset" text NOT NULL,
	"target" numeric(38, 18) NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"close_reason" text,
	"closed_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donation_causes_status_check" CHECK ("donation_causes"."status" in ('OPEN', 'CLOSED')),
	CONSTRAINT "donation_causes_target_check" CHECK ("donation_causes"."target" > 0)
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cause_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"ledger_entry_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_amount_check" CHECK ("donations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "campaign_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"status_reason" text,
	"granted_by" uuid NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"disbursed_by" uuid,
	"disbursed_at" timestamp with time zone,
	"ledger_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_rewards_status_check" CHECK ("campaign_rewards"."status" in ('PENDING', 'APPROVED', 'REJECTED', 'DISBURSED')),
	CONSTRAINT "campaign_rewards_amount_check" CHECK ("campaign_rewards"."amount" > 0),
	CONSTRAINT "campaign_rewards_four_eyes_check" CHECK ("campaign_rewards"."approved_by" is null or "campaign_rewards"."disbursed_by" is null or "campaign_rewards"."approved_by" <> "campaign_rewards"."disbursed_by")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"target_country" text,
	"min_kyc_level" smallint,
	"new_customers_only" boolean DEFAULT false NOT NULL,
	"reward_asset" text NOT NULL,
	"reward_amount" numeric(38, 18) NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_period_check" CHECK ("campaigns"."ends_at" > "campaigns"."starts_at"),
	CONSTRAINT "campaigns_reward_check" CHECK ("campaigns"."reward_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_shape_check";--> statement-breakpoint
ALTER TABLE "voucher_batches" ADD CONSTRAINT "voucher_batches_funding_entry_id_ledger_entries_id_fk" FOREIGN KEY ("funding_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_batches" ADD CONSTRAINT "voucher_batches_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_batch_id_voucher_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."voucher_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_code_id_voucher_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."voucher_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_batch_id_voucher_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."voucher_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_causes" ADD CONSTRAINT "donation_causes_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_cause_id_donation_causes_id_fk" FOREIGN KEY ("cause_id") REFERENCES "public"."donation_causes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_rewards" ADD CONSTRAINT "campaign_rewards_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_rewards" ADD CONSTRAINT "campaign_rewards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_rewards" ADD CONSTRAINT "campaign_rewards_granted_by_admins_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_rewards" ADD CONSTRAINT "campaign_rewards_approved_by_admins_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_rewards" ADD CONSTRAINT "campaign_rewards_disbursed_by_admins_id_fk" FOREIGN KEY ("disbursed_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_rewards" ADD CONSTRAINT "campaign_rewards_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_batches_created_idx" ON "voucher_batches" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_codes_hash_key" ON "voucher_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "voucher_codes_batch_idx" ON "voucher_codes" USING btree ("batch_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_code_key" ON "voucher_redemptions" USING btree ("code_id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_redeemed_idx" ON "voucher_redemptions" USING btree ("redeemed_at","id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_batch_customer_idx" ON "voucher_redemptions" USING btree ("batch_id","customer_id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_customer_idx" ON "voucher_redemptions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "donation_causes_created_idx" ON "donation_causes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "donations_created_idx" ON "donations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "donations_cause_idx" ON "donations" USING btree ("cause_id","created_at");--> statement-breakpoint
CREATE INDEX "donations_customer_idx" ON "donations" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_rewards_campaign_customer_key" ON "campaign_rewards" USING btree ("campaign_id","customer_id");--> statement-breakpoint
CREATE INDEX "campaign_rewards_created_idx" ON "campaign_rewards" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "campaign_rewards_status_idx" ON "campaign_rewards" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "campaign_rewards_customer_idx" ON "campaign_rewards" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "campaigns_created_idx" ON "campaigns" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shape_check" CHECK (("ledger_accounts"."owner" = 'CUSTOMER' and "ledger_accounts"."customer_id" is not null and "ledger_accounts"."bucket" in ('AVAILABLE', 'HELD', 'EARN') and "ledger_accounts"."purpose" is null)
        or ("ledger_accounts"."owner" = 'EXCHANGE' and "ledger_accounts"."customer_id" is null and "ledger_accounts"."sub_account_id" is null and "ledger_accounts"."bucket" is null
          and "ledger_accounts"."purpose" in ('BANK', 'CARD_PROCESSOR', 'TREASURY', 'FEES', 'TAXES', 'REWARDS_BUDGET', 'SUSPENSE', 'CRYPTO_WALLET', 'TRADE_CLEARING', 'VOUCHER_RESERVE', 'DONATIONS')));--> statement-breakpoint
-- Gift vouchers, campaigns and donations for the built-in groups (superAdmin holds everything):
-- the admin group runs them; support reads them to answer customers; finance reads them and
-- decides and pays campaign rewards (four-eyes: the approver is never the payer).
INSERT INTO access_group_policies (group_id, policy)
SELECT g.id, p.policy FROM access_groups g
JOIN (VALUES
  ('admin', 'vouchers.read'), ('admin', 'vouchers.manage'), ('admin', 'campaigns.read'), ('admin', 'campaigns.manage'),
  ('admin', 'campaigns.decide'), ('admin', 'campaigns.disburse'), ('admin', 'donations.read'), ('admin', 'donations.manage'),
  ('support', 'vouchers.read'), ('support', 'campaigns.read'), ('support', 'donations.read'),
  ('finance', 'vouchers.read'), ('finance', 'campaigns.read'), ('finance', 'campaigns.decide'), ('finance', 'campaigns.disburse'), ('finance', 'donations.read')
) AS p(group_name, policy) ON p.group_name = g.name
ON CONFLICT DO NOTHING;
