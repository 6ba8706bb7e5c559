CREATE TABLE "stakes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"duration_id" uuid NOT NULL,
	"protocol_id" uuid NOT NULL,
	"coin" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"days" integer NOT NULL,
	"apy" numeric(8, 4) NOT NULL,
	"reward" numeric(38, 18) NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unlocks_at" timestamp with time zone NOT NULL,
	"unlocked_at" timestamp with time zone,
	"opened_by" uuid NOT NULL,
	"lock_entry_id" uuid NOT NULL,
	"unlock_entry_id" uuid,
	"reward_entry_id" uuid,
	CONSTRAINT "stakes_status_check" CHECK ("stakes"."status" in ('ACTIVE', 'UNLOCKED')),
	CONSTRAINT "stakes_amounts_check" CHECK ("stakes"."amount" > 0 and "stakes"."reward" >= 0),
	CONSTRAINT "stakes_unlocked_check" CHECK (("stakes"."status" = 'UNLOCKED') = ("stakes"."unlocked_at" is not null and "stakes"."unlock_entry_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "staking_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"protocol_id" uuid,
	"duration_days" integer,
	"field" text NOT NULL,
	"before" text,
	"after" text,
	"changed_by" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staking_changes_subject_check" CHECK ("staking_changes"."subject" in ('PROVIDER', 'PROTOCOL', 'DURATION'))
);
--> statement-breakpoint
CREATE TABLE "staking_durations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"protocol_id" uuid NOT NULL,
	"days" integer NOT NULL,
	"apy" numeric(8, 4) NOT NULL,
	"state" text DEFAULT 'INACTIVE' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staking_durations_state_check" CHECK ("staking_durations"."state" in ('ACTIVE', 'INACTIVE')),
	CONSTRAINT "staking_durations_days_check" CHECK ("staking_durations"."days" between 1 and 1825),
	CONSTRAINT "staking_durations_apy_check" CHECK ("staking_durations"."apy" > 0 and "staking_durations"."apy" <= 1000)
);
--> statement-breakpoint
CREATE TABLE "staking_protocols" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"coin" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"min_amount" numeric(38, 18) NOT NULL,
	"state" text DEFAULT 'INACTIVE' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staking_protocols_state_check" CHECK ("staking_protocols"."state" in ('ACTIVE', 'INACTIVE')),
	CONSTRAINT "staking_protocols_min_amount_check" CHECK ("staking_protocols"."min_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "staking_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'INACTIVE' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staking_providers_state_check" CHECK ("staking_providers"."state" in ('ACTIVE', 'INACTIVE'))
);
--> statement-breakpoint
CREATE TABLE "staking_statistics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staking_statistics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"coin" text NOT NULL,
	"protocol_id" uuid,
	"duration_id" uuid,
	"active_stakes" integer NOT NULL,
	"staked" numeric(38, 18) NOT NULL,
	"rewards_paid" numeric(38, 18) NOT NULL,
	"unlocking_7d" numeric(38, 18) NOT NULL,
	"unlocking_30d" numeric(38, 18) NOT NULL,
	CONSTRAINT "staking_statistics_scope_check" CHECK ("staking_statistics"."scope" in ('COIN', 'PROTOCOL', 'DURATION'))
);
--> statement-breakpoint
CREATE TABLE "staking_statistics_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"period_start" timestamp with time zone,
	"requested_by" uuid,
	"job_id" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "staking_statistics_runs_trigger_check" CHECK ("staking_statistics_runs"."trigger" in ('SCHEDULED', 'MANUAL') and ("staking_statistics_runs"."trigger" = 'MANUAL') = ("staking_statistics_runs"."period_start" is null) and ("staking_statistics_runs"."trigger" = 'SCHEDULED' or "staking_statistics_runs"."requested_by" is not null))
);
--> statement-breakpoint
CREATE TABLE "saver_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position_id" uuid NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"entry_id" uuid NOT NULL,
	"deposited_by" uuid NOT NULL,
	"deposited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saver_deposits_amount_check" CHECK ("saver_deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "saver_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"principal" numeric(38, 18) DEFAULT '0' NOT NULL,
	"yield_paid" numeric(38, 18) DEFAULT '0' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saver_positions_amounts_check" CHECK ("saver_positions"."principal" >= 0 and "saver_positions"."yield_paid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "saver_product_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"field" text NOT NULL,
	"before" text,
	"after" text,
	"changed_by" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saver_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coin" text NOT NULL,
	"name" text NOT NULL,
	"yield_rate" numeric(8, 4) NOT NULL,
	"state" text DEFAULT 'INACTIVE' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saver_products_state_check" CHECK ("saver_products"."state" in ('ACTIVE', 'INACTIVE')),
	CONSTRAINT "saver_products_yield_rate_check" CHECK ("saver_products"."yield_rate" > 0 and "saver_products"."yield_rate" <= 1000)
);
--> statement-breakpoint
CREATE TABLE "saver_yield_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"day" date NOT NULL,
	"yield_rate" numeric(8, 4) NOT NULL,
	"positions" integer NOT NULL,
	"total" numeric(38, 18) NOT NULL,
	"entry_id" uuid,
	"posted_by" uuid NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saver_yield_postings_total_check" CHECK ("saver_yield_postings"."total" >= 0 and ("saver_yield_postings"."entry_id" is null) = ("saver_yield_postings"."total" = 0))
);
--> statement-breakpoint
CREATE TABLE "liquidity_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"balance" numeric(38, 18) NOT NULL,
	"min_balance" numeric(38, 18) NOT NULL,
	"event_id" uuid NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recovered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "liquidity_venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coin" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"balance" numeric(38, 18),
	"reported_at" timestamp with time zone,
	"reported_by" uuid,
	"min_balance" numeric(38, 18),
	"threshold_set_by" uuid,
	"threshold_set_at" timestamp with time zone,
	"open_alert_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "liquidity_venues_kind_check" CHECK ("liquidity_venues"."kind" in ('HOT_WALLET', 'COLD_WALLET', 'LIQUIDITY_PROVIDER')),
	CONSTRAINT "liquidity_venues_amounts_check" CHECK (("liquidity_venues"."balance" is null or "liquidity_venues"."balance" >= 0) and ("liquidity_venues"."min_balance" is null or "liquidity_venues"."min_balance" >= 0)),
	CONSTRAINT "liquidity_venues_reported_check" CHECK (("liquidity_venues"."balance" is null) = ("liquidity_venues"."reported_at" is null))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_shape_check";--> statement-breakpoint
ALTER TABLE "stakes" ADD CONSTRAINT "stakes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakes" ADD CONSTRAINT "stakes_duration_id_staking_durations_id_fk" FOREIGN KEY ("duration_id") REFERENCES "public"."staking_durations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakes" ADD CONSTRAINT "stakes_protocol_id_staking_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."staking_protocols"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakes" ADD CONSTRAINT "stakes_coin_crypto_coins_code_fk" FOREIGN KEY ("coin") REFERENCES "public"."crypto_coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakes" ADD CONSTRAINT "stakes_lock_entry_id_ledger_entries_id_fk" FOREIGN KEY ("lock_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakes" ADD CONSTRAINT "stakes_unlock_entry_id_ledger_entries_id_fk" FOREIGN KEY ("unlock_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakes" ADD CONSTRAINT "stakes_reward_entry_id_ledger_entries_id_fk" FOREIGN KEY ("reward_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_changes" ADD CONSTRAINT "staking_changes_protocol_id_staking_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."staking_protocols"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_changes" ADD CONSTRAINT "staking_changes_changed_by_admins_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_durations" ADD CONSTRAINT "staking_durations_protocol_id_staking_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."staking_protocols"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_durations" ADD CONSTRAINT "staking_durations_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_protocols" ADD CONSTRAINT "staking_protocols_provider_id_staking_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."staking_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_protocols" ADD CONSTRAINT "staking_protocols_coin_crypto_coins_code_fk" FOREIGN KEY ("coin") REFERENCES "public"."crypto_coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_protocols" ADD CONSTRAINT "staking_protocols_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_providers" ADD CONSTRAINT "staking_providers_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_statistics_runs" ADD CONSTRAINT "staking_statistics_runs_requested_by_admins_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saver_deposits" ADD CONSTRAINT "saver_deposits_position_id_saver_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."saver_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saver_deposits" ADD CONSTRAINT "saver_deposits_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saver_positions" ADD CONSTRAINT "saver_positions_product_id_saver_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."saver_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saver_positions" ADD CONSTRAINT "saver_positions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saver_product_changes" ADD CONSTRAINT "saver_product_changes_product_id_saver_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."saver_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saver_product_changes" ADD CONSTRAINT "saver_product_changes_changed_by_admins_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saver_products" ADD CONSTRAINT "saver_products_coin_crypto_coins_code_fk" FOREIGN KEY ("coin") REFERENCES "public"."crypto_coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saver_products" ADD CONSTRAINT "saver_products_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saver_yield_postings" ADD CONSTRAINT "saver_yield_postings_product_id_saver_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."saver_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saver_yield_postings" ADD CONSTRAINT "saver_yield_postings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saver_yield_postings" ADD CONSTRAINT "saver_yield_postings_posted_by_admins_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liquidity_alerts" ADD CONSTRAINT "liquidity_alerts_venue_id_liquidity_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."liquidity_venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liquidity_alerts" ADD CONSTRAINT "liquidity_alerts_event_id_integration_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."integration_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liquidity_venues" ADD CONSTRAINT "liquidity_venues_coin_crypto_coins_code_fk" FOREIGN KEY ("coin") REFERENCES "public"."crypto_coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liquidity_venues" ADD CONSTRAINT "liquidity_venues_reported_by_service_accounts_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."service_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liquidity_venues" ADD CONSTRAINT "liquidity_venues_threshold_set_by_admins_id_fk" FOREIGN KEY ("threshold_set_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stakes_started_idx" ON "stakes" USING btree ("started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stakes_customer_idx" ON "stakes" USING btree ("customer_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stakes_due_idx" ON "stakes" USING btree ("unlocks_at") WHERE "stakes"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "stakes_duration_idx" ON "stakes" USING btree ("duration_id","status");--> statement-breakpoint
CREATE INDEX "staking_changes_subject_idx" ON "staking_changes" USING btree ("subject","subject_id","changed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staking_changes_protocol_idx" ON "staking_changes" USING btree ("protocol_id","changed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "staking_durations_protocol_days_key" ON "staking_durations" USING btree ("protocol_id","days");--> statement-breakpoint
CREATE UNIQUE INDEX "staking_protocols_provider_name_key" ON "staking_protocols" USING btree ("provider_id",lower("name"));--> statement-breakpoint
CREATE INDEX "staking_protocols_coin_idx" ON "staking_protocols" USING btree ("coin");--> statement-breakpoint
CREATE UNIQUE INDEX "staking_providers_name_key" ON "staking_providers" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "staking_statistics_runs_period_key" ON "staking_statistics_runs" USING btree ("period_start") WHERE "staking_statistics_runs"."trigger" = 'SCHEDULED';--> statement-breakpoint
CREATE UNIQUE INDEX "staking_statistics_runs_one_pending_key" ON "staking_statistics_runs" USING btree ("trigger") WHERE "staking_statistics_runs"."trigger" = 'MANUAL' and "staking_statistics_runs"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "staking_statistics_runs_finished_idx" ON "staking_statistics_runs" USING btree ("finished_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saver_deposits_position_idx" ON "saver_deposits" USING btree ("position_id","deposited_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "saver_positions_product_customer_key" ON "saver_positions" USING btree ("product_id","customer_id");--> statement-breakpoint
CREATE INDEX "saver_positions_customer_idx" ON "saver_positions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "saver_product_changes_product_idx" ON "saver_product_changes" USING btree ("product_id","changed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "saver_products_coin_key" ON "saver_products" USING btree ("coin");--> statement-breakpoint
CREATE UNIQUE INDEX "saver_yield_postings_product_day_key" ON "saver_yield_postings" USING btree ("product_id","day");--> statement-breakpoint
CREATE INDEX "liquidity_alerts_raised_idx" ON "liquidity_alerts" USING btree ("raised_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "liquidity_alerts_one_open_key" ON "liquidity_alerts" USING btree ("venue_id") WHERE "liquidity_alerts"."recovered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "liquidity_venues_key" ON "liquidity_venues" USING btree ("coin","kind",lower("name"));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shape_check" CHECK (("ledger_accounts"."owner" = 'CUSTOMER' and "ledger_accounts"."customer_id" is not null and "ledger_accounts"."bucket" in ('AVAILABLE', 'HELD', 'EARN') and "ledger_accounts"."purpose" is null)
        or ("ledger_accounts"."owner" = 'EXCHANGE' and "ledger_accounts"."customer_id" is null and "ledger_accounts"."sub_account_id" is null and "ledger_accounts"."bucket" is null
          and "ledger_accounts"."purpose" in ('BANK', 'CARD_PROCESSOR', 'TREASURY', 'FEES', 'TAXES', 'REWARDS_BUDGET', 'SUSPENSE', 'CRYPTO_WALLET', 'TRADE_CLEARING')));--> statement-breakpoint
-- The statistics of staking, recomputed every 30 minutes by the schedule (at most one job per
-- period, keyed on it) and on an admin's "Run now"; stakes unlock at their end by a job each minute.
SELECT pgboss.create_queue('staking-statistics', '{"policy":"standard","retryLimit":2,"retryDelay":30,"expireInSeconds":600}');--> statement-breakpoint
SELECT pgboss.create_queue('staking-unlock', '{"policy":"singleton","retryLimit":0,"expireInSeconds":55}');--> statement-breakpoint
-- Staking, savers and liquidity for the built-in groups (superAdmin holds everything): the admin
-- group manages them; support and finance read them to answer customers and watch the reserves.
INSERT INTO access_group_policies (group_id, policy)
SELECT g.id, p.policy FROM access_groups g
JOIN (VALUES
  ('admin', 'staking.read'), ('admin', 'staking.manage'), ('admin', 'savers.read'), ('admin', 'savers.manage'), ('admin', 'liquidity.read'), ('admin', 'liquidity.manage'),
  ('support', 'staking.read'), ('support', 'savers.read'),
  ('finance', 'staking.read'), ('finance', 'savers.read'), ('finance', 'liquidity.read')
) AS p(group_name, policy) ON p.group_name = g.name
ON CONFLICT DO NOTHING;
