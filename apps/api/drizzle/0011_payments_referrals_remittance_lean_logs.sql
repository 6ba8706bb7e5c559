CREATE TABLE "customer_ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(28, 8) NOT NULL,
	"kind" text NOT NULL,
	"reference_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_ledger_entries_amount_check" CHECK ("customer_ledger_entries"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_method_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_method_id" uuid NOT NULL,
	"country" text NOT NULL,
	"type" text NOT NULL,
	"fee" numeric(20, 2) NOT NULL,
	"fee_percentage" numeric(5, 2) NOT NULL,
	"min_buy_limit_in_usd" numeric(20, 2) NOT NULL,
	"min_deposit" numeric(20, 2) NOT NULL,
	"max_deposit" numeric(20, 2) NOT NULL,
	"processing_time" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_method_limits_fee_check" CHECK ("payment_method_limits"."fee" >= 0),
	CONSTRAINT "payment_method_limits_fee_percentage_check" CHECK ("payment_method_limits"."fee_percentage" between 0 and 100),
	CONSTRAINT "payment_method_limits_amounts_check" CHECK ("payment_method_limits"."min_buy_limit_in_usd" >= 0 and "payment_method_limits"."min_deposit" >= 0 and "payment_method_limits"."min_deposit" <= "payment_method_limits"."max_deposit")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"payment_type" text NOT NULL,
	"icon_url" text,
	"on_ramp" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_reward_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reward_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_id" uuid NOT NULL,
	"referee_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"coin" text NOT NULL,
	"amount" numeric(28, 8) NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"status_reason" text,
	"disbursed_by" uuid,
	"disbursed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_rewards_amount_check" CHECK ("referral_rewards"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "remittance_beneficiaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"relationship" text NOT NULL,
	"country" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"purpose" text NOT NULL,
	"risk_level" text NOT NULL,
	"status" text DEFAULT 'PENDING_REVIEW' NOT NULL,
	"review_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lean_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"currency" text NOT NULL,
	"bank_name" text NOT NULL,
	"payer_name" text NOT NULL,
	"payer_account" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"failure_reason" text,
	"decision_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lean_transactions_amount_check" CHECK ("lean_transactions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "log_download_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"admin_id" uuid NOT NULL,
	"log_group_name" text NOT NULL,
	"from_time" timestamp with time zone NOT NULL,
	"to_time" timestamp with time zone NOT NULL,
	"line_limit" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_ledger_entries" ADD CONSTRAINT "customer_ledger_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_ledger_entries" ADD CONSTRAINT "customer_ledger_entries_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_limits" ADD CONSTRAINT "payment_method_limits_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_reward_actions" ADD CONSTRAINT "referral_reward_actions_reward_id_referral_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."referral_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_reward_actions" ADD CONSTRAINT "referral_reward_actions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_customers_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referee_id_customers_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_disbursed_by_admins_id_fk" FOREIGN KEY ("disbursed_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_beneficiaries" ADD CONSTRAINT "remittance_beneficiaries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_beneficiaries" ADD CONSTRAINT "remittance_beneficiaries_reviewed_by_admins_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lean_transactions" ADD CONSTRAINT "lean_transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lean_transactions" ADD CONSTRAINT "lean_transactions_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_download_tickets" ADD CONSTRAINT "log_download_tickets_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_ledger_entries_reference_key" ON "customer_ledger_entries" USING btree ("kind","reference_id");--> statement-breakpoint
CREATE INDEX "customer_ledger_entries_customer_idx" ON "customer_ledger_entries" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_method_limits_method_country_type_key" ON "payment_method_limits" USING btree ("payment_method_id","country","type");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_name_key" ON "payment_methods" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "referral_reward_actions_reward_idx" ON "referral_reward_actions" USING btree ("reward_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_rewards_status_created_idx" ON "referral_rewards" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "referral_rewards_created_idx" ON "referral_rewards" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "remittance_beneficiaries_status_created_idx" ON "remittance_beneficiaries" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "remittance_beneficiaries_created_idx" ON "remittance_beneficiaries" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lean_transactions_reference_key" ON "lean_transactions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "lean_transactions_status_created_idx" ON "lean_transactions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "lean_transactions_created_idx" ON "lean_transactions" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "log_download_tickets_token_key" ON "log_download_tickets" USING btree ("token_hash");