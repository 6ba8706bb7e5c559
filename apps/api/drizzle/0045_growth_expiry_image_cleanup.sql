ALTER TABLE "voucher_batches" DROP CONSTRAINT "voucher_batches_status_check";--> statement-breakpoint
ALTER TABLE "banner_images" ADD COLUMN "detached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "voucher_batches" ADD CONSTRAINT "voucher_batches_status_check" CHECK ("voucher_batches"."status" in ('ACTIVE', 'PAUSED', 'REVOKED', 'EXPIRED'));--> statement-breakpoint
SELECT pgboss.create_queue('voucher-expiry', '{"policy":"singleton","retryLimit":0,"expireInSeconds":55}');--> statement-breakpoint
SELECT pgboss.create_queue('banner-image-cleanup', '{"policy":"standard","retryLimit":3,"retryDelay":60,"retryBackoff":true,"expireInSeconds":600}');