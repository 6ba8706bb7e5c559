CREATE SCHEMA "leads";
--> statement-breakpoint
CREATE TABLE "leads"."lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"body" text NOT NULL,
	"author_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads"."leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"country" text NOT NULL,
	"company" text,
	"source" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"lost_reason" text,
	"owner_id" uuid,
	"customer_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_status_check" CHECK ("leads"."leads"."status" in ('NEW', 'CONTACTED', 'QUALIFIED', 'CONVERTED', 'LOST')),
	CONSTRAINT "leads_source_check" CHECK ("leads"."leads"."source" in ('WEBSITE', 'REFERRAL', 'EVENT', 'SOCIAL', 'PARTNER', 'OTHER')),
	CONSTRAINT "leads_lost_reason_check" CHECK ("leads"."leads"."status" <> 'LOST' or "leads"."leads"."lost_reason" is not null),
	CONSTRAINT "leads_customer_check" CHECK (("leads"."leads"."status" = 'CONVERTED') = ("leads"."leads"."customer_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "leads"."lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "leads"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads"."lead_notes" ADD CONSTRAINT "lead_notes_author_id_admins_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads"."leads" ADD CONSTRAINT "leads_owner_id_admins_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads"."leads" ADD CONSTRAINT "leads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads"."leads" ADD CONSTRAINT "leads_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_lead_created_idx" ON "leads"."lead_notes" USING btree ("lead_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_email_key" ON "leads"."leads" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_customer_key" ON "leads"."leads" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads"."leads" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads"."leads" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_owner_created_idx" ON "leads"."leads" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_email_pattern_idx" ON "leads"."leads" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "leads_phone_pattern_idx" ON "leads"."leads" USING btree ("phone" text_pattern_ops);