CREATE SEQUENCE "public"."trade_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "trade_fills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"quote_amount" numeric(38, 18) NOT NULL,
	"fee" numeric(38, 18) DEFAULT '0' NOT NULL,
	"fee_asset" text NOT NULL,
	"liquidity" text NOT NULL,
	"ledger_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_fills_liquidity_check" CHECK ("trade_fills"."liquidity" in ('MAKER', 'TAKER')),
	CONSTRAINT "trade_fills_amounts_check" CHECK ("trade_fills"."price" > 0 and "trade_fills"."amount" > 0 and "trade_fills"."quote_amount" > 0 and "trade_fills"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trade_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text DEFAULT 'TO' || lpad(nextval('trade_order_number_seq')::text, 10, '0') NOT NULL,
	"customer_id" uuid NOT NULL,
	"side" text NOT NULL,
	"kind" text NOT NULL,
	"base_asset" text NOT NULL,
	"quote_asset" text NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"filled_amount" numeric(38, 18) DEFAULT '0' NOT NULL,
	"filled_quote" numeric(38, 18) DEFAULT '0' NOT NULL,
	"fee" numeric(38, 18) DEFAULT '0' NOT NULL,
	"fee_asset" text NOT NULL,
	"held_asset" text NOT NULL,
	"held_amount" numeric(38, 18) NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"hold_entry_id" uuid,
	"release_entry_id" uuid,
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_orders_side_check" CHECK ("trade_orders"."side" in ('BUY', 'SELL')),
	CONSTRAINT "trade_orders_kind_check" CHECK ("trade_orders"."kind" in ('MARKET', 'LIMIT', 'SWAP')),
	CONSTRAINT "trade_orders_status_check" CHECK ("trade_orders"."status" in ('OPEN', 'PARTIALLY_FILLED', 'FILLED', 'CANCELLED')),
	CONSTRAINT "trade_orders_pair_check" CHECK ("trade_orders"."base_asset" <> "trade_orders"."quote_asset"),
	CONSTRAINT "trade_orders_assets_check" CHECK (("trade_orders"."side" = 'BUY' and "trade_orders"."held_asset" = "trade_orders"."quote_asset" and "trade_orders"."fee_asset" = "trade_orders"."base_asset")
      or ("trade_orders"."side" = 'SELL' and "trade_orders"."held_asset" = "trade_orders"."base_asset" and "trade_orders"."fee_asset" = "trade_orders"."quote_asset")),
	CONSTRAINT "trade_orders_amounts_check" CHECK ("trade_orders"."price" > 0 and "trade_orders"."amount" > 0 and "trade_orders"."filled_amount" >= 0 and "trade_orders"."filled_amount" <= "trade_orders"."amount"
      and "trade_orders"."filled_quote" >= 0 and "trade_orders"."fee" >= 0 and "trade_orders"."held_amount" >= 0),
	CONSTRAINT "trade_orders_closed_check" CHECK ("trade_orders"."status" in ('OPEN', 'PARTIALLY_FILLED') or "trade_orders"."held_amount" = 0),
	CONSTRAINT "trade_orders_filled_check" CHECK ("trade_orders"."status" <> 'FILLED' or "trade_orders"."filled_amount" = "trade_orders"."amount"),
	CONSTRAINT "trade_orders_partial_check" CHECK ("trade_orders"."status" <> 'PARTIALLY_FILLED' or ("trade_orders"."filled_amount" > 0 and "trade_orders"."filled_amount" < "trade_orders"."amount")),
	CONSTRAINT "trade_orders_open_check" CHECK ("trade_orders"."status" <> 'OPEN' or "trade_orders"."filled_amount" = 0),
	CONSTRAINT "trade_orders_cancelled_check" CHECK ("trade_orders"."status" <> 'CANCELLED' or ("trade_orders"."cancel_reason" is not null and "trade_orders"."cancelled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_shape_check";--> statement-breakpoint
ALTER TABLE "trade_fills" ADD CONSTRAINT "trade_fills_order_id_trade_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trade_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_fills" ADD CONSTRAINT "trade_fills_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_orders" ADD CONSTRAINT "trade_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_orders" ADD CONSTRAINT "trade_orders_hold_entry_id_ledger_entries_id_fk" FOREIGN KEY ("hold_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_orders" ADD CONSTRAINT "trade_orders_release_entry_id_ledger_entries_id_fk" FOREIGN KEY ("release_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_orders" ADD CONSTRAINT "trade_orders_cancelled_by_admins_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_fills_order_idx" ON "trade_fills" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_orders_number_key" ON "trade_orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "trade_orders_kind_side_created_idx" ON "trade_orders" USING btree ("kind","side","created_at","id");--> statement-breakpoint
CREATE INDEX "trade_orders_kind_created_idx" ON "trade_orders" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "trade_orders_kind_status_created_idx" ON "trade_orders" USING btree ("kind","status","created_at","id");--> statement-breakpoint
CREATE INDEX "trade_orders_kind_status_pair_created_idx" ON "trade_orders" USING btree ("kind","status","base_asset","quote_asset","created_at","id","amount");--> statement-breakpoint
CREATE INDEX "trade_orders_created_idx" ON "trade_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "trade_orders_customer_created_idx" ON "trade_orders" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trade_orders_pair_created_idx" ON "trade_orders" USING btree ("base_asset","quote_asset","created_at","id");--> statement-breakpoint
CREATE INDEX "trade_orders_active_customer_idx" ON "trade_orders" USING btree ("customer_id","created_at") WHERE "trade_orders"."status" in ('OPEN', 'PARTIALLY_FILLED');--> statement-breakpoint
CREATE INDEX "trade_orders_active_pair_idx" ON "trade_orders" USING btree ("base_asset","quote_asset","created_at") WHERE "trade_orders"."status" in ('OPEN', 'PARTIALLY_FILLED');--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shape_check" CHECK (("ledger_accounts"."owner" = 'CUSTOMER' and "ledger_accounts"."customer_id" is not null and "ledger_accounts"."bucket" in ('AVAILABLE', 'HELD') and "ledger_accounts"."purpose" is null)
        or ("ledger_accounts"."owner" = 'EXCHANGE' and "ledger_accounts"."customer_id" is null and "ledger_accounts"."sub_account_id" is null and "ledger_accounts"."bucket" is null
          and "ledger_accounts"."purpose" in ('BANK', 'CARD_PROCESSOR', 'TREASURY', 'FEES', 'TAXES', 'REWARDS_BUDGET', 'SUSPENSE', 'CRYPTO_WALLET', 'TRADE_CLEARING')));--> statement-breakpoint
-- Hand-written from here. The order lists share their counts (see 0017).
INSERT INTO list_generations (table_name) VALUES ('trade_orders') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TRIGGER trade_orders_list_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON trade_orders FOR EACH STATEMENT EXECUTE FUNCTION list_generation_bump();--> statement-breakpoint
-- The trades area's policies for the built-in groups (superAdmin holds everything): admin and
-- finance may cancel orders (the held funds go back to the customer); support reads them to answer
-- customers.
INSERT INTO access_group_policies (group_id, policy)
SELECT g.id, p.policy FROM access_groups g
JOIN (VALUES
  ('admin', 'trades.orders.read'), ('admin', 'trades.orders.cancel'),
  ('finance', 'trades.orders.read'), ('finance', 'trades.orders.cancel'),
  ('support', 'trades.orders.read')
) AS p(group_name, policy) ON p.group_name = g.name
ON CONFLICT DO NOTHING;
