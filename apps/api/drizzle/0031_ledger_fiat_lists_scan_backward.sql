-- Ascending indexes, scanned backwards, as 0005 did for P2P: they give ORDER BY ... DESC (NULLS
-- FIRST), which the DESC NULLS LAST ones could not. A customer's statement on ten million lines
-- walked the whole ledger_lines primary key backwards (2 s for a page 200 deep) instead of its
-- account's index range; the fiat lists sorted every row of a status on a million rows.
-- The ledger's data move (0025) may run in this same transaction (every pending migration runs in
-- one): the deferred check of its entries fires here, or ledger_entries could not take an index
-- with trigger events pending; it is deferred again after.
SET CONSTRAINTS "ledger_entries_has_lines" IMMEDIATE;--> statement-breakpoint
DROP INDEX "ledger_entries_created_idx";--> statement-breakpoint
DROP INDEX "ledger_lines_account_idx";--> statement-breakpoint
DROP INDEX "ledger_reconciliations_started_idx";--> statement-breakpoint
DROP INDEX "customer_sub_accounts_created_idx";--> statement-breakpoint
DROP INDEX "sub_account_transfers_customer_idx";--> statement-breakpoint
DROP INDEX "reimbursements_created_idx";--> statement-breakpoint
DROP INDEX "reimbursements_status_created_idx";--> statement-breakpoint
DROP INDEX "reimbursements_customer_idx";--> statement-breakpoint
DROP INDEX "fiat_deposits_status_created_idx";--> statement-breakpoint
DROP INDEX "fiat_deposits_method_status_created_idx";--> statement-breakpoint
DROP INDEX "fiat_deposits_created_idx";--> statement-breakpoint
DROP INDEX "fiat_deposits_customer_idx";--> statement-breakpoint
DROP INDEX "fiat_withdrawals_status_created_idx";--> statement-breakpoint
DROP INDEX "fiat_withdrawals_created_idx";--> statement-breakpoint
DROP INDEX "fiat_withdrawals_customer_currency_idx";--> statement-breakpoint
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_lines_account_idx" ON "ledger_lines" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_reconciliations_started_idx" ON "ledger_reconciliations" USING btree ("started_at","id");--> statement-breakpoint
CREATE INDEX "customer_sub_accounts_created_idx" ON "customer_sub_accounts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sub_account_transfers_customer_idx" ON "sub_account_transfers" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "reimbursements_created_idx" ON "reimbursements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reimbursements_status_created_idx" ON "reimbursements" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "reimbursements_customer_idx" ON "reimbursements" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "fiat_deposits_status_created_idx" ON "fiat_deposits" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "fiat_deposits_method_status_created_idx" ON "fiat_deposits" USING btree ("method","status","created_at","id");--> statement-breakpoint
CREATE INDEX "fiat_deposits_created_idx" ON "fiat_deposits" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "fiat_deposits_customer_idx" ON "fiat_deposits" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "fiat_withdrawals_status_created_idx" ON "fiat_withdrawals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "fiat_withdrawals_created_idx" ON "fiat_withdrawals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "fiat_withdrawals_customer_currency_idx" ON "fiat_withdrawals" USING btree ("customer_id","currency","created_at");--> statement-breakpoint
SET CONSTRAINTS "ledger_entries_has_lines" DEFERRED;
