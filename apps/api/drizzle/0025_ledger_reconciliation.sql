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