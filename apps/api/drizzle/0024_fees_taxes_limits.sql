CREATE TABLE "fee_config_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text NOT NULL,
	"admin_id" uuid,
	"customer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_config_changes_subject_check" CHECK ("fee_config_changes"."subject" in ('FEE_SCHEDULE', 'TAX_RULE', 'WITHDRAWAL_LIMIT', 'LIMIT_OVERRIDE')),
	CONSTRAINT "fee_config_changes_action_check" CHECK ("fee_config_changes"."action" in ('CREATE', 'UPDATE', 'DEACTIVATE', 'ACTIVATE', 'REMOVE'))
);
--> statement-breakpoint
CREATE TABLE "fee_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operation" text NOT NULL,
	"asset" text NOT NULL,
	"kyc_level" smallint,
	"fixed_fee" numeric(28, 8) DEFAULT '0' NOT NULL,
	"percentage" numeric(7, 4) DEFAULT '0' NOT NULL,
	"minimum_fee" numeric(28, 8),
	"maximum_fee" numeric(28, 8),
	"is_active" boolean DEFAULT true NOT NULL,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_schedules_operation_check" CHECK ("fee_schedules"."operation" in ('FIAT_DEPOSIT', 'CARD_DEPOSIT', 'FIAT_WITHDRAWAL', 'CRYPTO_WITHDRAWAL')),
	CONSTRAINT "fee_schedules_kyc_level_check" CHECK ("fee_schedules"."kyc_level" is null or "fee_schedules"."kyc_level" between 0 and 3),
	CONSTRAINT "fee_schedules_amounts_check" CHECK ("fee_schedules"."fixed_fee" >= 0 and "fee_schedules"."percentage" between 0 and 100 and coalesce("fee_schedules"."minimum_fee", 0) >= 0 and coalesce("fee_schedules"."maximum_fee", 0) >= 0),
	CONSTRAINT "fee_schedules_min_max_check" CHECK ("fee_schedules"."minimum_fee" is null or "fee_schedules"."maximum_fee" is null or "fee_schedules"."minimum_fee" <= "fee_schedules"."maximum_fee")
);
--> statement-breakpoint
CREATE TABLE "tax_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"asset" text NOT NULL,
	"operation" text,
	"percentage" numeric(7, 4) NOT NULL,
	"basis" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rules_operation_check" CHECK ("tax_rules"."operation" is null or "tax_rules"."operation" in ('FIAT_DEPOSIT', 'CARD_DEPOSIT', 'FIAT_WITHDRAWAL', 'CRYPTO_WITHDRAWAL')),
	CONSTRAINT "tax_rules_basis_check" CHECK ("tax_rules"."basis" in ('FEE', 'AMOUNT')),
	CONSTRAINT "tax_rules_percentage_check" CHECK ("tax_rules"."percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "withdrawal_limit_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"asset" text NOT NULL,
	"per_24h" numeric(28, 8),
	"per_30d" numeric(28, 8),
	"reason" text NOT NULL,
	"expires_at" timestamp with time zone,
	"set_by" uuid,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" uuid,
	"removed_reason" text,
	CONSTRAINT "withdrawal_limit_overrides_amounts_check" CHECK (coalesce("withdrawal_limit_overrides"."per_24h", 0) >= 0 and coalesce("withdrawal_limit_overrides"."per_30d", 0) >= 0),
	CONSTRAINT "withdrawal_limit_overrides_order_check" CHECK ("withdrawal_limit_overrides"."per_24h" is null or "withdrawal_limit_overrides"."per_30d" is null or "withdrawal_limit_overrides"."per_24h" <= "withdrawal_limit_overrides"."per_30d"),
	CONSTRAINT "withdrawal_limit_overrides_removed_check" CHECK ("withdrawal_limit_overrides"."removed_at" is null or "withdrawal_limit_overrides"."removed_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "withdrawal_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kyc_level" smallint NOT NULL,
	"asset" text NOT NULL,
	"per_24h" numeric(28, 8),
	"per_30d" numeric(28, 8),
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_limits_kyc_level_check" CHECK ("withdrawal_limits"."kyc_level" between 0 and 3),
	CONSTRAINT "withdrawal_limits_amounts_check" CHECK (coalesce("withdrawal_limits"."per_24h", 0) >= 0 and coalesce("withdrawal_limits"."per_30d", 0) >= 0),
	CONSTRAINT "withdrawal_limits_order_check" CHECK ("withdrawal_limits"."per_24h" is null or "withdrawal_limits"."per_30d" is null or "withdrawal_limits"."per_24h" <= "withdrawal_limits"."per_30d")
);
--> statement-breakpoint
ALTER TABLE "fee_config_changes" ADD CONSTRAINT "fee_config_changes_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_config_changes" ADD CONSTRAINT "fee_config_changes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_schedules" ADD CONSTRAINT "fee_schedules_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_schedules" ADD CONSTRAINT "fee_schedules_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rules" ADD CONSTRAINT "tax_rules_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rules" ADD CONSTRAINT "tax_rules_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_limit_overrides" ADD CONSTRAINT "withdrawal_limit_overrides_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_limit_overrides" ADD CONSTRAINT "withdrawal_limit_overrides_set_by_admins_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_limit_overrides" ADD CONSTRAINT "withdrawal_limit_overrides_removed_by_admins_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_limits" ADD CONSTRAINT "withdrawal_limits_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_config_changes_subject_idx" ON "fee_config_changes" USING btree ("subject","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fee_config_changes_subject_id_idx" ON "fee_config_changes" USING btree ("subject_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fee_config_changes_customer_idx" ON "fee_config_changes" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "fee_schedules_active_key" ON "fee_schedules" USING btree ("operation","asset",coalesce("kyc_level", -1),"effective_from") WHERE "fee_schedules"."is_active";--> statement-breakpoint
CREATE INDEX "fee_schedules_created_idx" ON "fee_schedules" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rules_active_key" ON "tax_rules" USING btree ("asset",coalesce("operation", ''),"effective_from") WHERE "tax_rules"."is_active";--> statement-breakpoint
CREATE INDEX "tax_rules_created_idx" ON "tax_rules" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_limit_overrides_live_key" ON "withdrawal_limit_overrides" USING btree ("customer_id","asset") WHERE "withdrawal_limit_overrides"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "withdrawal_limit_overrides_customer_idx" ON "withdrawal_limit_overrides" USING btree ("customer_id","set_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_limits_level_asset_key" ON "withdrawal_limits" USING btree ("kyc_level","asset");--> statement-breakpoint
CREATE INDEX "withdrawal_limits_asset_idx" ON "withdrawal_limits" USING btree ("asset","kyc_level");--> statement-breakpoint
-- Hand-written from here. The history of fees, taxes and limits is evidence of who changed what a
-- customer pays and may withdraw: stored once, never rewritten or removed.
CREATE OR REPLACE FUNCTION fee_config_changes_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'fee_config_changes is append-only (% refused)', TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER fee_config_changes_no_update_delete BEFORE UPDATE OR DELETE ON fee_config_changes
  FOR EACH ROW EXECUTE FUNCTION fee_config_changes_refuse_change();
--> statement-breakpoint
-- Fees, taxes and limits policies for the built-in groups (superAdmin holds everything): finance and
-- admin read and manage them, support reads them (a customer asks why a withdrawal was held).
INSERT INTO access_group_policies (group_id, policy)
SELECT g.id, p.policy FROM access_groups g
JOIN (VALUES
  ('admin', 'fees.read'), ('admin', 'fees.manage'), ('admin', 'limits.read'), ('admin', 'limits.manage'),
  ('finance', 'fees.read'), ('finance', 'fees.manage'), ('finance', 'limits.read'), ('finance', 'limits.manage'),
  ('support', 'fees.read'), ('support', 'limits.read')
) AS p(group_name, policy) ON p.group_name = g.name
ON CONFLICT DO NOTHING;
