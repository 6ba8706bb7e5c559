CREATE SEQUENCE "public"."crypto_deposit_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."crypto_withdrawal_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "crypto_coin_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coin" text NOT NULL,
	"network_id" uuid,
	"field" text NOT NULL,
	"before" text,
	"after" text,
	"reason" text NOT NULL,
	"changed_by" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crypto_coins" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crypto_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deposit_number" text DEFAULT 'CD' || lpad(nextval('crypto_deposit_number_seq')::text, 10, '0') NOT NULL,
	"customer_id" uuid NOT NULL,
	"network_id" uuid NOT NULL,
	"coin" text NOT NULL,
	"address" text NOT NULL,
	"tx_hash" text NOT NULL,
	"output_index" integer DEFAULT 0 NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"required_confirmations" integer NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"proposed_by" uuid,
	"note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"ledger_entry_id" uuid,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crypto_deposits_status_check" CHECK ("crypto_deposits"."status" in ('PENDING_CONFIRMATIONS', 'CREDITED', 'RECOVERY_PENDING', 'REJECTED')),
	CONSTRAINT "crypto_deposits_source_check" CHECK ("crypto_deposits"."source" in ('REPORTED', 'RECOVERED')),
	CONSTRAINT "crypto_deposits_amount_check" CHECK ("crypto_deposits"."amount" > 0 and "crypto_deposits"."confirmations" >= 0 and "crypto_deposits"."output_index" >= 0),
	CONSTRAINT "crypto_deposits_credited_check" CHECK ("crypto_deposits"."status" <> 'CREDITED' or ("crypto_deposits"."ledger_entry_id" is not null and "crypto_deposits"."credited_at" is not null)),
	CONSTRAINT "crypto_deposits_recovery_check" CHECK ("crypto_deposits"."source" <> 'RECOVERED' or "crypto_deposits"."proposed_by" is not null),
	CONSTRAINT "crypto_deposits_four_eyes_check" CHECK ("crypto_deposits"."decided_by" is null or "crypto_deposits"."proposed_by" is null or "crypto_deposits"."decided_by" <> "crypto_deposits"."proposed_by"),
	CONSTRAINT "crypto_deposits_rejected_check" CHECK ("crypto_deposits"."status" <> 'REJECTED' or "crypto_deposits"."reject_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "crypto_networks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coin" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"deposit_enabled" boolean DEFAULT true NOT NULL,
	"withdrawal_enabled" boolean DEFAULT true NOT NULL,
	"withdrawal_fee" numeric(38, 18) DEFAULT '0' NOT NULL,
	"min_withdrawal" numeric(38, 18) DEFAULT '0' NOT NULL,
	"max_withdrawal" numeric(38, 18),
	"min_deposit" numeric(38, 18) DEFAULT '0' NOT NULL,
	"decimals" integer NOT NULL,
	"required_confirmations" integer NOT NULL,
	"address_explorer_url" text,
	"tx_explorer_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crypto_networks_decimals_check" CHECK ("crypto_networks"."decimals" between 0 and 18),
	CONSTRAINT "crypto_networks_confirmations_check" CHECK ("crypto_networks"."required_confirmations" >= 0),
	CONSTRAINT "crypto_networks_amounts_check" CHECK ("crypto_networks"."withdrawal_fee" >= 0 and "crypto_networks"."min_withdrawal" >= 0 and "crypto_networks"."min_deposit" >= 0 and ("crypto_networks"."max_withdrawal" is null or "crypto_networks"."max_withdrawal" >= "crypto_networks"."min_withdrawal"))
);
--> statement-breakpoint
CREATE TABLE "crypto_whitelist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"network_id" uuid NOT NULL,
	"address" text NOT NULL,
	"label" text,
	"reason" text NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cool_down_until" timestamp with time zone NOT NULL,
	"removed_by" uuid,
	"removed_at" timestamp with time zone,
	"remove_reason" text
);
--> statement-breakpoint
CREATE TABLE "crypto_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"withdrawal_number" text DEFAULT 'CW' || lpad(nextval('crypto_withdrawal_number_seq')::text, 10, '0') NOT NULL,
	"customer_id" uuid NOT NULL,
	"network_id" uuid NOT NULL,
	"coin" text NOT NULL,
	"address" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"network_fee" numeric(38, 18) NOT NULL,
	"fee" numeric(38, 18) NOT NULL,
	"tax" numeric(38, 18) NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"hold_reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"limit_per_24h" numeric(38, 18),
	"used_24h" numeric(38, 18) NOT NULL,
	"limit_per_30d" numeric(38, 18),
	"used_30d" numeric(38, 18) NOT NULL,
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
	"tx_hash" text,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"required_confirmations" integer NOT NULL,
	"broadcast_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"retry_of_id" uuid,
	"hold_entry_id" uuid NOT NULL,
	"settle_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crypto_withdrawals_status_check" CHECK ("crypto_withdrawals"."status" in ('SUBMITTED', 'PENDING_APPROVAL', 'APPROVED', 'BROADCAST', 'SENT', 'FAILED', 'REJECTED')),
	CONSTRAINT "crypto_withdrawals_amounts_check" CHECK ("crypto_withdrawals"."amount" > 0 and "crypto_withdrawals"."network_fee" >= 0 and "crypto_withdrawals"."fee" >= 0 and "crypto_withdrawals"."tax" >= 0),
	CONSTRAINT "crypto_withdrawals_four_eyes_check" CHECK ("crypto_withdrawals"."approved_by" is null or "crypto_withdrawals"."submitted_by" is null or "crypto_withdrawals"."approved_by" <> "crypto_withdrawals"."submitted_by"),
	CONSTRAINT "crypto_withdrawals_closed_check" CHECK ("crypto_withdrawals"."status" not in ('REJECTED', 'FAILED') or ("crypto_withdrawals"."close_reason" is not null and "crypto_withdrawals"."settle_entry_id" is not null)),
	CONSTRAINT "crypto_withdrawals_broadcast_check" CHECK ("crypto_withdrawals"."status" not in ('BROADCAST', 'SENT') or "crypto_withdrawals"."tx_hash" is not null),
	CONSTRAINT "crypto_withdrawals_sent_check" CHECK ("crypto_withdrawals"."status" <> 'SENT' or "crypto_withdrawals"."settle_entry_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "crypto_exchange_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"network_id" uuid NOT NULL,
	"address" text NOT NULL,
	"kind" text NOT NULL,
	"label" text,
	"reason" text NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_by" uuid,
	"removed_at" timestamp with time zone,
	"remove_reason" text,
	CONSTRAINT "crypto_exchange_addresses_kind_check" CHECK ("crypto_exchange_addresses"."kind" in ('HOT', 'WARM', 'COLD'))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_shape_check";--> statement-breakpoint
ALTER TABLE "crypto_coin_changes" ADD CONSTRAINT "crypto_coin_changes_coin_crypto_coins_code_fk" FOREIGN KEY ("coin") REFERENCES "public"."crypto_coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_coin_changes" ADD CONSTRAINT "crypto_coin_changes_network_id_crypto_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."crypto_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_coin_changes" ADD CONSTRAINT "crypto_coin_changes_changed_by_admins_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_deposits" ADD CONSTRAINT "crypto_deposits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_deposits" ADD CONSTRAINT "crypto_deposits_network_id_crypto_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."crypto_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_deposits" ADD CONSTRAINT "crypto_deposits_proposed_by_admins_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_deposits" ADD CONSTRAINT "crypto_deposits_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_networks" ADD CONSTRAINT "crypto_networks_coin_crypto_coins_code_fk" FOREIGN KEY ("coin") REFERENCES "public"."crypto_coins"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_whitelist" ADD CONSTRAINT "crypto_whitelist_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_whitelist" ADD CONSTRAINT "crypto_whitelist_network_id_crypto_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."crypto_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_whitelist" ADD CONSTRAINT "crypto_whitelist_added_by_admins_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_whitelist" ADD CONSTRAINT "crypto_whitelist_removed_by_admins_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_withdrawals" ADD CONSTRAINT "crypto_withdrawals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_withdrawals" ADD CONSTRAINT "crypto_withdrawals_network_id_crypto_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."crypto_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_withdrawals" ADD CONSTRAINT "crypto_withdrawals_requested_by_admins_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_withdrawals" ADD CONSTRAINT "crypto_withdrawals_submitted_by_admins_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_withdrawals" ADD CONSTRAINT "crypto_withdrawals_approved_by_admins_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_withdrawals" ADD CONSTRAINT "crypto_withdrawals_closed_by_admins_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_exchange_addresses" ADD CONSTRAINT "crypto_exchange_addresses_network_id_crypto_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."crypto_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_exchange_addresses" ADD CONSTRAINT "crypto_exchange_addresses_added_by_admins_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_exchange_addresses" ADD CONSTRAINT "crypto_exchange_addresses_removed_by_admins_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crypto_coin_changes_coin_idx" ON "crypto_coin_changes" USING btree ("coin","changed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_deposits_number_key" ON "crypto_deposits" USING btree ("deposit_number");--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_deposits_output_key" ON "crypto_deposits" USING btree ("network_id","tx_hash","output_index") WHERE "crypto_deposits"."status" <> 'REJECTED';--> statement-breakpoint
CREATE INDEX "crypto_deposits_created_idx" ON "crypto_deposits" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crypto_deposits_status_created_idx" ON "crypto_deposits" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crypto_deposits_customer_idx" ON "crypto_deposits" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_networks_coin_code_key" ON "crypto_networks" USING btree ("coin","code");--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_whitelist_live_key" ON "crypto_whitelist" USING btree ("customer_id","network_id",lower("address")) WHERE "crypto_whitelist"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "crypto_whitelist_added_idx" ON "crypto_whitelist" USING btree ("added_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_withdrawals_number_key" ON "crypto_withdrawals" USING btree ("withdrawal_number");--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_withdrawals_retry_of_key" ON "crypto_withdrawals" USING btree ("retry_of_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_withdrawals_tx_key" ON "crypto_withdrawals" USING btree ("network_id","tx_hash");--> statement-breakpoint
CREATE INDEX "crypto_withdrawals_created_idx" ON "crypto_withdrawals" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crypto_withdrawals_status_created_idx" ON "crypto_withdrawals" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crypto_withdrawals_customer_coin_idx" ON "crypto_withdrawals" USING btree ("customer_id","coin","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_exchange_addresses_live_key" ON "crypto_exchange_addresses" USING btree ("network_id",lower("address")) WHERE "crypto_exchange_addresses"."removed_at" is null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shape_check" CHECK (("ledger_accounts"."owner" = 'CUSTOMER' and "ledger_accounts"."customer_id" is not null and "ledger_accounts"."bucket" in ('AVAILABLE', 'HELD') and "ledger_accounts"."purpose" is null)
        or ("ledger_accounts"."owner" = 'EXCHANGE' and "ledger_accounts"."customer_id" is null and "ledger_accounts"."sub_account_id" is null and "ledger_accounts"."bucket" is null
          and "ledger_accounts"."purpose" in ('BANK', 'CARD_PROCESSOR', 'TREASURY', 'FEES', 'TAXES', 'REWARDS_BUDGET', 'SUSPENSE', 'CRYPTO_WALLET')));--> statement-breakpoint
-- Hand-written from here. Each money movement names its journal entry.
ALTER TABLE "crypto_deposits" ADD CONSTRAINT "crypto_deposits_ledger_entry_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "ledger_entries"("id");--> statement-breakpoint
ALTER TABLE "crypto_withdrawals" ADD CONSTRAINT "crypto_withdrawals_hold_entry_fk" FOREIGN KEY ("hold_entry_id") REFERENCES "ledger_entries"("id");--> statement-breakpoint
ALTER TABLE "crypto_withdrawals" ADD CONSTRAINT "crypto_withdrawals_settle_entry_fk" FOREIGN KEY ("settle_entry_id") REFERENCES "ledger_entries"("id");--> statement-breakpoint
ALTER TABLE "crypto_withdrawals" ADD CONSTRAINT "crypto_withdrawals_retry_of_fk" FOREIGN KEY ("retry_of_id") REFERENCES "crypto_withdrawals"("id");--> statement-breakpoint
-- The crypto lists share their counts (see 0017).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['crypto_deposits', 'crypto_withdrawals', 'crypto_whitelist']
  LOOP
    INSERT INTO list_generations (table_name) VALUES (t) ON CONFLICT DO NOTHING;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION list_generation_bump()', t || '_list_generation', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- The coins the exchange lists and their networks: configuration every database starts with (an
-- admin then tunes fees, bounds and switches on Manage Crypto Coins, each change in the history).
INSERT INTO crypto_coins (code, name, sort_order) VALUES
  ('BTC', 'Bitcoin', 1), ('ETH', 'Ethereum', 2), ('USDT', 'Tether USD', 3), ('USDC', 'USD Coin', 4), ('BNB', 'BNB', 5);
--> statement-breakpoint
INSERT INTO crypto_networks (coin, code, name, withdrawal_fee, min_withdrawal, max_withdrawal, min_deposit, decimals, required_confirmations, address_explorer_url, tx_explorer_url) VALUES
  ('BTC', 'BTC', 'Bitcoin', 0.0002, 0.0005, 10, 0.0001, 8, 2, 'https://mempool.space/address/{address}', 'https://mempool.space/tx/{tx}'),
  ('ETH', 'ERC20', 'Ethereum (ERC20)', 0.002, 0.005, 200, 0.001, 18, 12, 'https://etherscan.io/address/{address}', 'https://etherscan.io/tx/{tx}'),
  ('USDT', 'ERC20', 'Ethereum (ERC20)', 5, 10, 500000, 1, 6, 12, 'https://etherscan.io/address/{address}', 'https://etherscan.io/tx/{tx}'),
  ('USDT', 'TRC20', 'Tron (TRC20)', 1, 5, 500000, 1, 6, 20, 'https://tronscan.org/#/address/{address}', 'https://tronscan.org/#/transaction/{tx}'),
  ('USDC', 'ERC20', 'Ethereum (ERC20)', 5, 10, 500000, 1, 6, 12, 'https://etherscan.io/address/{address}', 'https://etherscan.io/tx/{tx}'),
  ('BNB', 'BEP20', 'BNB Smart Chain (BEP20)', 0.0005, 0.01, 1000, 0.001, 18, 15, 'https://bscscan.com/address/{address}', 'https://bscscan.com/tx/{tx}');
--> statement-breakpoint
-- The crypto area's policies for the built-in groups (superAdmin holds everything): admin and
-- finance work the queues (maker and checker are told apart per withdrawal and recovery, not per
-- group); support reads them to answer customers. The exchange's own wallets (FEX Whitelist) and
-- the coins' settings are the admin group's.
INSERT INTO access_group_policies (group_id, policy)
SELECT g.id, p.policy FROM access_groups g
JOIN (VALUES
  ('admin', 'crypto.coins.read'), ('admin', 'crypto.coins.manage'), ('admin', 'crypto.deposits.read'), ('admin', 'crypto.deposits.recover'),
  ('admin', 'crypto.deposits.approveRecovery'), ('admin', 'crypto.withdrawals.read'), ('admin', 'crypto.withdrawals.create'),
  ('admin', 'crypto.withdrawals.submit'), ('admin', 'crypto.withdrawals.approve'), ('admin', 'crypto.withdrawals.reject'),
  ('admin', 'crypto.withdrawals.payout'), ('admin', 'crypto.whitelist.read'), ('admin', 'crypto.whitelist.manage'), ('admin', 'crypto.fexWhitelist.manage'),
  ('finance', 'crypto.coins.read'), ('finance', 'crypto.deposits.read'), ('finance', 'crypto.deposits.recover'), ('finance', 'crypto.deposits.approveRecovery'),
  ('finance', 'crypto.withdrawals.read'), ('finance', 'crypto.withdrawals.create'), ('finance', 'crypto.withdrawals.submit'),
  ('finance', 'crypto.withdrawals.approve'), ('finance', 'crypto.withdrawals.reject'), ('finance', 'crypto.withdrawals.payout'),
  ('finance', 'crypto.whitelist.read'), ('finance', 'crypto.whitelist.manage'),
  ('support', 'crypto.coins.read'), ('support', 'crypto.deposits.read'), ('support', 'crypto.withdrawals.read'), ('support', 'crypto.whitelist.read')
) AS p(group_name, policy) ON p.group_name = g.name
ON CONFLICT DO NOTHING;
