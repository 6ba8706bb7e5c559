-- Counting "status + date range + amount range" walked every row of the status in the range (30,000
-- for a week of APPROVED on a million rows) to keep the few in the amount range. With the day in
-- the key, each day of the range is one tight range scan over the matching amounts only.
CREATE INDEX IF NOT EXISTS "p2p_transactions_status_day_fiat_idx" ON "p2p_transactions" USING btree ("status",(("created_at" at time zone 'UTC')::date),"fiat_amount") INCLUDE ("created_at");
