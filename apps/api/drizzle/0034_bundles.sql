CREATE TABLE "bundle_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bundle_id" uuid NOT NULL,
	"field" text NOT NULL,
	"before" text,
	"after" text,
	"changed_by" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundle_coins" (
	"bundle_id" uuid NOT NULL,
	"coin" text NOT NULL,
	"weight" numeric(7, 4) NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "bundle_coins_bundle_id_coin_pk" PRIMARY KEY("bundle_id","coin"),
	CONSTRAINT "bundle_coins_weight_check" CHECK ("bundle_coins"."weight" > 0 and "bundle_coins"."weight" <= 100)
);
--> statement-breakpoint
CREATE TABLE "bundle_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bundle_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"invested_amount" numeric(38, 18) NOT NULL,
	"units" numeric(38, 18) NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_at" timestamp with time zone,
	CONSTRAINT "bundle_subscriptions_amounts_check" CHECK ("bundle_subscriptions"."invested_amount" > 0 and "bundle_subscriptions"."units" > 0)
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'INACTIVE' NOT NULL,
	"quote_asset" text NOT NULL,
	"min_investment" numeric(38, 18) NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bundles_state_check" CHECK ("bundles"."state" in ('ACTIVE', 'INACTIVE')),
	CONSTRAINT "bundles_min_investment_check" CHECK ("bundles"."min_investment" > 0)
);
--> statement-breakpoint
ALTER TABLE "bundle_changes" ADD CONSTRAINT "bundle_changes_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_changes" ADD CONSTRAINT "bundle_changes_changed_by_admins_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_coins" ADD CONSTRAINT "bundle_coins_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_coins" ADD CONSTRAINT "bundle_coins_coin_crypto_coins_code_fk" FOREIGN KEY ("coin") REFERENCES "public"."crypto_coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_subscriptions" ADD CONSTRAINT "bundle_subscriptions_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_subscriptions" ADD CONSTRAINT "bundle_subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_quote_asset_crypto_coins_code_fk" FOREIGN KEY ("quote_asset") REFERENCES "public"."crypto_coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bundle_changes_bundle_idx" ON "bundle_changes" USING btree ("bundle_id","changed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bundle_subscriptions_live_idx" ON "bundle_subscriptions" USING btree ("bundle_id","customer_id") WHERE "bundle_subscriptions"."redeemed_at" is null;--> statement-breakpoint
CREATE INDEX "bundle_subscriptions_customer_idx" ON "bundle_subscriptions" USING btree ("customer_id","subscribed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "bundles_name_key" ON "bundles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "bundles_state_name_idx" ON "bundles" USING btree ("state",lower("name"));--> statement-breakpoint
-- A bundle's weights add up to exactly 100: checked at commit (a basket is rewritten row by row),
-- so that no writer but the API can leave a bundle otherwise either.
CREATE FUNCTION bundle_weights_total_check() RETURNS trigger AS $$
DECLARE
  target uuid := coalesce(NEW.bundle_id, OLD.bundle_id);
  total numeric;
BEGIN
  SELECT coalesce(sum(weight), 0) INTO total FROM bundle_coins WHERE bundle_id = target;
  IF total <> 100 THEN
    RAISE EXCEPTION 'the weights of bundle % add up to %, not 100', target, total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'bundle_coins_weights_total';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bundle_coins_weights_total AFTER INSERT OR UPDATE OR DELETE ON bundle_coins
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bundle_weights_total_check();
--> statement-breakpoint
-- Crypto bundles for the built-in groups (superAdmin holds everything): the admin group manages
-- them; support and finance read them to answer customers. Redis Explorer (redis.read,
-- redis.delete) is the super admin's alone until a group is given it.
INSERT INTO access_group_policies (group_id, policy)
SELECT g.id, p.policy FROM access_groups g
JOIN (VALUES
  ('admin', 'bundles.read'), ('admin', 'bundles.manage'),
  ('support', 'bundles.read'),
  ('finance', 'bundles.read')
) AS p(group_name, policy) ON p.group_name = g.name
ON CONFLICT DO NOTHING;
