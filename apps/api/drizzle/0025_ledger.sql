CREATE TABLE "customer_sub_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"closed_reason" text,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_sub_accounts_id_customer_key" UNIQUE("id","customer_id"),
	CONSTRAINT "customer_sub_accounts_status_check" CHECK ("customer_sub_accounts"."status" in ('OPEN', 'CLOSED')),
	CONSTRAINT "customer_sub_accounts_closed_check" CHECK ("customer_sub_accounts"."status" = 'OPEN' or ("customer_sub_accounts"."closed_reason" is not null and "customer_sub_accounts"."closed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner" text NOT NULL,
	"customer_id" uuid,
	"sub_account_id" uuid,
	"bucket" text,
	"purpose" text,
	"asset" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_identity_key" UNIQUE NULLS NOT DISTINCT("owner","customer_id","sub_account_id","bucket","purpose","asset"),
	CONSTRAINT "ledger_accounts_id_owner_key" UNIQUE("id","owner"),
	CONSTRAINT "ledger_accounts_id_asset_key" UNIQUE("id","asset"),
	CONSTRAINT "ledger_accounts_shape_check" CHECK (("ledger_accounts"."owner" = 'CUSTOMER' and "ledger_accounts"."customer_id" is not null and "ledger_accounts"."bucket" in ('AVAILABLE', 'HELD') and "ledger_accounts"."purpose" is null)
        or ("ledger_accounts"."owner" = 'EXCHANGE' and "ledger_accounts"."customer_id" is null and "ledger_accounts"."sub_account_id" is null and "ledger_accounts"."bucket" is null
          and "ledger_accounts"."purpose" in ('BANK', 'CARD_PROCESSOR', 'TREASURY', 'FEES', 'TAXES', 'REWARDS_BUDGET', 'SUSPENSE'))),
	CONSTRAINT "ledger_accounts_asset_check" CHECK ("ledger_accounts"."asset" ~ '^[A-Z][A-Z0-9]{1,11}$')
);
--> statement-breakpoint
CREATE TABLE "ledger_balances" (
	"account_id" uuid NOT NULL,
	"slot" smallint NOT NULL,
	"owner" text NOT NULL,
	"balance" numeric(38, 18) DEFAULT '0' NOT NULL,
	"lines" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_balances_pkey" PRIMARY KEY("account_id","slot"),
	CONSTRAINT "ledger_balances_customer_not_negative" CHECK ("ledger_balances"."owner" = 'EXCHANGE' or "ledger_balances"."balance" >= 0),
	CONSTRAINT "ledger_balances_customer_one_slot" CHECK ("ledger_balances"."owner" = 'EXCHANGE' or "ledger_balances"."slot" = 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"reference_type" text NOT NULL,
	"reference_id" text NOT NULL,
	"memo" text,
	"actor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"balance_after" numeric(38, 18),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_lines_amount_check" CHECK ("ledger_lines"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "reimbursements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"sub_account_id" uuid,
	"asset" text NOT NULL,
	"direction" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"ledger_entry_id" uuid,
	CONSTRAINT "reimbursements_amount_check" CHECK ("reimbursements"."amount" > 0),
	CONSTRAINT "reimbursements_direction_check" CHECK ("reimbursements"."direction" in ('CREDIT', 'DEBIT')),
	CONSTRAINT "reimbursements_status_check" CHECK ("reimbursements"."status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "reimbursements_four_eyes_check" CHECK ("reimbursements"."decided_by" is null or "reimbursements"."decided_by" <> "reimbursements"."created_by"),
	CONSTRAINT "reimbursements_decision_check" CHECK (("reimbursements"."status" = 'PENDING' and "reimbursements"."decided_by" is null and "reimbursements"."ledger_entry_id" is null)
        or ("reimbursements"."status" = 'APPROVED' and "reimbursements"."decided_by" is not null and "reimbursements"."ledger_entry_id" is not null)
        or ("reimbursements"."status" = 'REJECTED' and "reimbursements"."decided_by" is not null and "reimbursements"."decision_reason" is not null and "reimbursements"."ledger_entry_id" is null))
);
--> statement-breakpoint
CREATE TABLE "sub_account_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"from_sub_account_id" uuid,
	"to_sub_account_id" uuid,
	"asset" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"memo" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ledger_entry_id" uuid NOT NULL,
	CONSTRAINT "sub_account_transfers_amount_check" CHECK ("sub_account_transfers"."amount" > 0),
	CONSTRAINT "sub_account_transfers_distinct_check" CHECK ("sub_account_transfers"."from_sub_account_id" is distinct from "sub_account_transfers"."to_sub_account_id")
);
--> statement-breakpoint
ALTER TABLE "customer_sub_accounts" ADD CONSTRAINT "customer_sub_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_sub_accounts" ADD CONSTRAINT "customer_sub_accounts_closed_by_admins_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_sub_accounts" ADD CONSTRAINT "customer_sub_accounts_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_sub_account_fk" FOREIGN KEY ("sub_account_id","customer_id") REFERENCES "public"."customer_sub_accounts"("id","customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD CONSTRAINT "ledger_balances_account_fk" FOREIGN KEY ("account_id","owner") REFERENCES "public"."ledger_accounts"("id","owner") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_account_fk" FOREIGN KEY ("account_id","asset") REFERENCES "public"."ledger_accounts"("id","asset") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_sub_account_fk" FOREIGN KEY ("sub_account_id","customer_id") REFERENCES "public"."customer_sub_accounts"("id","customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_account_transfers" ADD CONSTRAINT "sub_account_transfers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_account_transfers" ADD CONSTRAINT "sub_account_transfers_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_account_transfers" ADD CONSTRAINT "sub_account_transfers_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_account_transfers" ADD CONSTRAINT "sub_account_transfers_from_fk" FOREIGN KEY ("from_sub_account_id","customer_id") REFERENCES "public"."customer_sub_accounts"("id","customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_account_transfers" ADD CONSTRAINT "sub_account_transfers_to_fk" FOREIGN KEY ("to_sub_account_id","customer_id") REFERENCES "public"."customer_sub_accounts"("id","customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_sub_accounts_open_name_key" ON "customer_sub_accounts" USING btree ("customer_id",lower("name")) WHERE "customer_sub_accounts"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "customer_sub_accounts_created_idx" ON "customer_sub_accounts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_kind_reference_key" ON "ledger_entries" USING btree ("kind","reference_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_lines_account_idx" ON "ledger_lines" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_lines_entry_idx" ON "ledger_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "reimbursements_created_idx" ON "reimbursements" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reimbursements_status_created_idx" ON "reimbursements" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reimbursements_customer_idx" ON "reimbursements" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sub_account_transfers_customer_idx" ON "sub_account_transfers" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Each line changes its account's cached balance in the same statement (the only way balances
-- change, see ledger_balances_guard): a customer's one row, whose CHECK refuses a balance below
-- zero, or one of an exchange account's slots (one per connection, so that concurrent postings to
-- the bank or fee account do not queue on one row). A customer's line records the balance after
-- it: a statement's running balance.
CREATE FUNCTION ledger_line_apply() RETURNS trigger AS $$
DECLARE
  v_owner text;
  v_slot smallint;
  v_balance numeric(38, 18);
BEGIN
  UPDATE ledger_balances SET balance = balance + NEW.amount, lines = lines + 1, updated_at = now()
    WHERE account_id = NEW.account_id AND slot = 0 AND owner = 'CUSTOMER'
    RETURNING balance INTO v_balance;
  IF FOUND THEN
    NEW.balance_after := v_balance;
    RETURN NEW;
  END IF;
  v_slot := pg_backend_pid() % 8;
  UPDATE ledger_balances SET balance = balance + NEW.amount, lines = lines + 1, updated_at = now()
    WHERE account_id = NEW.account_id AND slot = v_slot AND owner = 'EXCHANGE';
  IF FOUND THEN
    NEW.balance_after := NULL;
    RETURN NEW;
  END IF;
  -- The account's first line (on this slot): its balance row is made here.
  SELECT owner INTO v_owner FROM ledger_accounts WHERE id = NEW.account_id;
  IF v_owner = 'CUSTOMER' THEN v_slot := 0; END IF;
  INSERT INTO ledger_balances AS b (account_id, slot, owner, balance, lines, updated_at)
    VALUES (NEW.account_id, v_slot, v_owner, NEW.amount, 1, now())
    ON CONFLICT (account_id, slot) DO UPDATE SET balance = b.balance + excluded.balance, lines = b.lines + 1, updated_at = now()
    RETURNING balance INTO v_balance;
  NEW.balance_after := CASE WHEN v_owner = 'CUSTOMER' THEN v_balance END;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_lines_apply BEFORE INSERT ON ledger_lines FOR EACH ROW EXECUTE FUNCTION ledger_line_apply();
--> statement-breakpoint
-- Double entry, held by the database: after any INSERT of lines, every entry it touched sums to
-- zero in each asset, counting the lines it had before (so lines added later cannot unbalance it).
CREATE FUNCTION ledger_lines_balanced() RETURNS trigger AS $$
DECLARE
  v_entry uuid;
  v_asset text;
  v_sum numeric;
BEGIN
  SELECT l.entry_id, l.asset, sum(l.amount) INTO v_entry, v_asset, v_sum
    FROM ledger_lines l
    WHERE l.entry_id IN (SELECT DISTINCT n.entry_id FROM new_lines n)
    GROUP BY l.entry_id, l.asset
    HAVING sum(l.amount) <> 0
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'journal entry % does not balance in %: its lines sum to %', v_entry, v_asset, v_sum
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entries_balanced';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_lines_balanced AFTER INSERT ON ledger_lines REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_lines_balanced();
--> statement-breakpoint
-- An entry without lines is refused when its transaction commits.
CREATE FUNCTION ledger_entry_has_lines() RETURNS trigger AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_lines WHERE entry_id = NEW.id) THEN
    RAISE EXCEPTION 'journal entry % has no lines', NEW.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entries_balanced';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_has_lines AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_has_lines();
--> statement-breakpoint
-- The journal is append-only: a mistake is corrected by another entry, never by editing one.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only (% refused)', TG_TABLE_NAME, TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_lines_append_only BEFORE UPDATE OR DELETE ON ledger_lines FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_lines_no_truncate BEFORE TRUNCATE ON ledger_lines FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- Cached balances change only through a line (the trigger above, one level down): a direct
-- INSERT, UPDATE or DELETE would make them disagree with the lines.
CREATE FUNCTION ledger_balances_refuse_direct() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'ledger_balances change only through ledger_lines (% refused)', TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_balances_guard BEFORE INSERT OR UPDATE OR DELETE ON ledger_balances
  FOR EACH ROW WHEN (pg_trigger_depth() < 1) EXECUTE FUNCTION ledger_balances_refuse_direct();
--> statement-breakpoint
-- The single-sided credits become journal entries (keeping their ids): a disbursed referral reward
-- credits the referrer's available balance from the rewards budget, an approved LEAN deposit from
-- the bank.
INSERT INTO ledger_accounts (owner, customer_id, bucket, asset, created_at)
SELECT 'CUSTOMER', customer_id, 'AVAILABLE', asset, min(created_at) FROM customer_ledger_entries GROUP BY customer_id, asset;
--> statement-breakpoint
INSERT INTO ledger_accounts (owner, purpose, asset, created_at)
SELECT 'EXCHANGE', CASE kind WHEN 'REFERRAL_REWARD' THEN 'REWARDS_BUDGET' ELSE 'BANK' END, asset, min(created_at)
FROM customer_ledger_entries GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO ledger_entries (id, kind, reference_type, reference_id, actor_id, created_at)
SELECT id, kind, CASE kind WHEN 'REFERRAL_REWARD' THEN 'referral_reward' ELSE 'lean_transaction' END, reference_id::text, created_by, created_at
FROM customer_ledger_entries;
--> statement-breakpoint
INSERT INTO ledger_lines (entry_id, account_id, asset, amount, created_at)
SELECT e.id, a.id, e.asset, CASE a.owner WHEN 'CUSTOMER' THEN e.amount ELSE -e.amount END, e.created_at
FROM customer_ledger_entries e
JOIN ledger_accounts a ON a.asset = e.asset AND (
  (a.owner = 'CUSTOMER' AND a.customer_id = e.customer_id AND a.sub_account_id IS NULL AND a.bucket = 'AVAILABLE')
  OR (a.owner = 'EXCHANGE' AND a.purpose = CASE e.kind WHEN 'REFERRAL_REWARD' THEN 'REWARDS_BUDGET' ELSE 'BANK' END))
ORDER BY e.created_at, e.id, a.owner;
--> statement-breakpoint
DROP TABLE customer_ledger_entries;
--> statement-breakpoint
-- The ledger, reimbursements and sub-accounts policies for the built-in groups (superAdmin holds everything).
INSERT INTO access_group_policies (group_id, policy)
SELECT g.id, p.policy FROM access_groups g
JOIN (VALUES
  ('admin', 'ledger.read'), ('admin', 'ledger.reconcile'),
  ('admin', 'reimbursements.read'), ('admin', 'reimbursements.create'), ('admin', 'reimbursements.approve'),
  ('admin', 'subAccounts.read'), ('admin', 'subAccounts.manage'), ('admin', 'subAccounts.transfer'),
  ('finance', 'ledger.read'), ('finance', 'ledger.reconcile'),
  ('finance', 'reimbursements.read'), ('finance', 'reimbursements.create'), ('finance', 'reimbursements.approve'),
  ('finance', 'subAccounts.read'), ('finance', 'subAccounts.manage'), ('finance', 'subAccounts.transfer'),
  ('support', 'ledger.read'), ('support', 'reimbursements.read'), ('support', 'subAccounts.read')
) AS p(group_name, policy) ON p.group_name = g.name
ON CONFLICT DO NOTHING;

--> statement-breakpoint
CREATE TABLE "ledger_reconciliation_items" (
	"reconciliation_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"cached_balance" numeric(38, 18) NOT NULL,
	"lines_sum" numeric(38, 18) NOT NULL,
	"cached_lines" bigint NOT NULL,
	"line_count" bigint NOT NULL,
	CONSTRAINT "ledger_reconciliation_items_pkey" PRIMARY KEY("reconciliation_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_reconciliations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_by" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accounts" bigint NOT NULL,
	"lines" bigint NOT NULL,
	"differences" bigint NOT NULL,
	"assets" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_reconciliation_items" ADD CONSTRAINT "ledger_reconciliation_items_reconciliation_id_ledger_reconciliations_id_fk" FOREIGN KEY ("reconciliation_id") REFERENCES "public"."ledger_reconciliations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_reconciliation_items" ADD CONSTRAINT "ledger_reconciliation_items_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_reconciliations" ADD CONSTRAINT "ledger_reconciliations_run_by_admins_id_fk" FOREIGN KEY ("run_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_reconciliation_items_differences_idx" ON "ledger_reconciliation_items" USING btree ("reconciliation_id","account_id") WHERE "ledger_reconciliation_items"."cached_balance" <> "ledger_reconciliation_items"."lines_sum" or "ledger_reconciliation_items"."cached_lines" <> "ledger_reconciliation_items"."line_count";--> statement-breakpoint
CREATE INDEX "ledger_reconciliations_started_idx" ON "ledger_reconciliations" USING btree ("started_at" DESC NULLS LAST,"id" DESC NULLS LAST);