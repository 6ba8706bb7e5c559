CREATE TABLE "saved_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"list_key" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"columns" text[] DEFAULT '{}'::text[] NOT NULL,
	"shared_group_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_owner_id_admins_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_list_name_key" ON "saved_views" USING btree ("owner_id","list_key",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_views_shared_groups_idx" ON "saved_views" USING gin ("shared_group_ids");--> statement-breakpoint
-- The header search finds a deposit by its payment or statement reference and a withdrawal by its
-- payout reference, whatever the method: the (method, reference) keys cannot answer that without a scan.
CREATE INDEX IF NOT EXISTS "fiat_deposits_reference_idx" ON "fiat_deposits" USING btree ("reference");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "fiat_deposits_statement_reference_idx" ON "fiat_deposits" USING btree ("statement_reference") WHERE "statement_reference" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "fiat_withdrawals_payout_reference_idx" ON "fiat_withdrawals" USING btree ("payout_reference") WHERE "payout_reference" is not null;
