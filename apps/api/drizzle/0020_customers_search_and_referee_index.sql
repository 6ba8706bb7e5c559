CREATE INDEX "referral_rewards_referee_idx" ON "referral_rewards" USING btree ("referee_id");--> statement-breakpoint
-- Hand-written (drizzle-kit cannot write INCLUDE): the customers list filtered by country and state
-- (and KYC) walks this index newest first, and its capped count reads the index alone: the other
-- filters' columns and the freeze's expiry (the state in force) are in it.
CREATE INDEX IF NOT EXISTS "customers_country_state_created_idx" ON "customers" USING btree ("country", "state", "created_at" DESC, "id" DESC)
  INCLUDE ("kyc_status", "kyc_level", "frozen_until");
