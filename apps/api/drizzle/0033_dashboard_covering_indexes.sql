-- The dashboard sums the last 8 days of deposits and withdrawals per asset. With the asset, amount
-- and status in the created index, it reads the index alone (a few hundred pages) instead of one
-- heap page per row (tens of thousands on a table of millions). The key columns stay those the
-- lists order by, so drizzle's schema (which cannot say INCLUDE) still describes them.
DROP INDEX "fiat_deposits_created_idx";--> statement-breakpoint
CREATE INDEX "fiat_deposits_created_idx" ON "fiat_deposits" USING btree ("created_at","id") INCLUDE ("currency", "amount", "status");--> statement-breakpoint
DROP INDEX "fiat_withdrawals_created_idx";--> statement-breakpoint
CREATE INDEX "fiat_withdrawals_created_idx" ON "fiat_withdrawals" USING btree ("created_at","id") INCLUDE ("currency", "amount", "status");--> statement-breakpoint
DROP INDEX "crypto_deposits_created_idx";--> statement-breakpoint
CREATE INDEX "crypto_deposits_created_idx" ON "crypto_deposits" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("coin", "amount", "status");--> statement-breakpoint
DROP INDEX "crypto_withdrawals_created_idx";--> statement-breakpoint
CREATE INDEX "crypto_withdrawals_created_idx" ON "crypto_withdrawals" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("coin", "amount", "status");
