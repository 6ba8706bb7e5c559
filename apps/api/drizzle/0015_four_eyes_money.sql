ALTER TABLE "referral_rewards" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lean_transactions" ADD COLUMN "first_approved_by" uuid;--> statement-breakpoint
ALTER TABLE "lean_transactions" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lean_transactions" ADD COLUMN "first_approval_notes" text;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_approved_by_admins_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lean_transactions" ADD CONSTRAINT "lean_transactions_first_approved_by_admins_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_four_eyes_check" CHECK ("referral_rewards"."approved_by" is null or "referral_rewards"."disbursed_by" is null or "referral_rewards"."approved_by" <> "referral_rewards"."disbursed_by");--> statement-breakpoint
ALTER TABLE "lean_transactions" ADD CONSTRAINT "lean_transactions_four_eyes_check" CHECK ("lean_transactions"."status" <> 'APPROVED' or "lean_transactions"."first_approved_by" is null or "lean_transactions"."first_approved_by" <> "lean_transactions"."decided_by");--> statement-breakpoint
-- Who approved each approved or paid reward, from its action log (the latest approval). A reward an
-- admin approved and then paid alone, before the four-eyes rule, keeps no approver: the log still shows it.
UPDATE "referral_rewards" AS r SET "approved_by" = a."admin_id", "approved_at" = a."created_at"
FROM (
  SELECT DISTINCT ON ("reward_id") "reward_id", "admin_id", "created_at" FROM "referral_reward_actions"
  WHERE "action" = 'APPROVE' ORDER BY "reward_id", "created_at" DESC, "id" DESC
) AS a
WHERE a."reward_id" = r."id" AND a."admin_id" IS NOT NULL
  AND (r."status" = 'APPROVED' OR (r."status" = 'DISBURSED' AND r."disbursed_by" IS DISTINCT FROM a."admin_id"));
