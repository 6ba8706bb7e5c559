-- Ascending indexes: scanned backwards they give ORDER BY created_at DESC, id DESC (NULLS FIRST),
-- which the DESC NULLS LAST ones could not. The status index carries the amounts so the capped
-- count of a filtered list runs as an index-only scan.
DROP INDEX "p2p_orders_created_idx";--> statement-breakpoint
DROP INDEX "p2p_orders_status_created_idx";--> statement-breakpoint
DROP INDEX "p2p_transactions_status_created_idx";--> statement-breakpoint
DROP INDEX "p2p_transactions_created_idx";--> statement-breakpoint
DROP INDEX "p2p_transactions_customer_idx";--> statement-breakpoint
DROP INDEX "p2p_transactions_withdrawal_idx";--> statement-breakpoint
CREATE INDEX "p2p_orders_created_idx" ON "p2p_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "p2p_orders_status_created_idx" ON "p2p_orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "p2p_transactions_status_created_idx" ON "p2p_transactions" USING btree ("status","created_at","id") INCLUDE ("fiat_amount","crypto_amount");--> statement-breakpoint
CREATE INDEX "p2p_transactions_created_idx" ON "p2p_transactions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "p2p_transactions_customer_idx" ON "p2p_transactions" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "p2p_transactions_withdrawal_idx" ON "p2p_transactions" USING btree ("withdrawal_status","created_at") WHERE withdrawal_status is not null;