DROP INDEX "payment_method_limits_method_country_type_key";--> statement-breakpoint
ALTER TABLE "merchant_ads" ALTER COLUMN "price" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "p2p_orders" ALTER COLUMN "price" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "p2p_transactions" ALTER COLUMN "price" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "merchant_ads" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_ads" ADD COLUMN "archived_by" uuid;--> statement-breakpoint
ALTER TABLE "merchant_payment_methods" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_payment_methods" ADD COLUMN "archived_by" uuid;--> statement-breakpoint
ALTER TABLE "payment_method_limits" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_method_limits" ADD COLUMN "archived_by" uuid;--> statement-breakpoint
ALTER TABLE "merchant_ads" ADD CONSTRAINT "merchant_ads_archived_by_admins_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_payment_methods" ADD CONSTRAINT "merchant_payment_methods_archived_by_admins_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_limits" ADD CONSTRAINT "payment_method_limits_archived_by_admins_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_ads_live_pair_price_idx" ON "merchant_ads" USING btree ("coin","fiat","side","price") WHERE is_active and archived_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_method_limits_method_country_type_key" ON "payment_method_limits" USING btree ("payment_method_id","country","type") WHERE archived_at is null;--> statement-breakpoint
ALTER TABLE "merchant_ads" ADD CONSTRAINT "merchant_ads_price_scale_check" CHECK (scale("merchant_ads"."price") <= 4 and "merchant_ads"."price" < 1000000000000000000);--> statement-breakpoint
ALTER TABLE "merchant_ads" ADD CONSTRAINT "merchant_ads_archived_inactive_check" CHECK ("merchant_ads"."archived_at" is null or not "merchant_ads"."is_active");--> statement-breakpoint
ALTER TABLE "merchant_payment_methods" ADD CONSTRAINT "merchant_payment_methods_archived_inactive_check" CHECK ("merchant_payment_methods"."archived_at" is null or not "merchant_payment_methods"."is_active");--> statement-breakpoint
ALTER TABLE "p2p_orders" ADD CONSTRAINT "p2p_orders_price_scale_check" CHECK (scale("p2p_orders"."price") <= 4 and "p2p_orders"."price" < 1000000000000000000);--> statement-breakpoint
ALTER TABLE "p2p_transactions" ADD CONSTRAINT "p2p_transactions_price_scale_check" CHECK (scale("p2p_transactions"."price") <= 4 and "p2p_transactions"."price" < 1000000000000000000);--> statement-breakpoint
ALTER TABLE "payment_method_limits" ADD CONSTRAINT "payment_method_limits_archived_inactive_check" CHECK ("payment_method_limits"."archived_at" is null or not "payment_method_limits"."is_active");