CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"side" text NOT NULL,
	"coin" text NOT NULL,
	"fiat" text NOT NULL,
	"price" numeric(20, 2) NOT NULL,
	"min_limit" numeric(20, 2) NOT NULL,
	"max_limit" numeric(20, 2) NOT NULL,
	"available_amount" numeric(28, 8) NOT NULL,
	"payment_method_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"bank_name" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"country" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "p2p_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"ad_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"side" text NOT NULL,
	"coin" text NOT NULL,
	"fiat" text NOT NULL,
	"price" numeric(20, 2) NOT NULL,
	"crypto_amount" numeric(28, 8) NOT NULL,
	"fiat_amount" numeric(20, 2) NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "p2p_daily_volume" (
	"day" date NOT NULL,
	"coin" text NOT NULL,
	"fiat" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"count" bigint NOT NULL,
	"crypto_sum" numeric(38, 8) NOT NULL,
	"fiat_sum" numeric(38, 2) NOT NULL,
	CONSTRAINT "p2p_daily_volume_day_coin_fiat_type_status_pk" PRIMARY KEY("day","coin","fiat","type","status")
);
--> statement-breakpoint
CREATE TABLE "p2p_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"merchant_id" uuid,
	"type" text NOT NULL,
	"coin" text NOT NULL,
	"fiat" text NOT NULL,
	"crypto_amount" numeric(28, 8) NOT NULL,
	"fiat_amount" numeric(20, 2) NOT NULL,
	"price" numeric(20, 2) NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"withdrawal_status" text,
	"reject_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"withdrawal_note" text,
	"withdrawal_decided_by" uuid,
	"withdrawal_decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispute_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"opened_by" text NOT NULL,
	"reason" text NOT NULL,
	"assignee_id" uuid,
	"reason_code" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_ads" ADD CONSTRAINT "merchant_ads_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_payment_methods" ADD CONSTRAINT "merchant_payment_methods_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_orders" ADD CONSTRAINT "p2p_orders_ad_id_merchant_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."merchant_ads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_orders" ADD CONSTRAINT "p2p_orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_orders" ADD CONSTRAINT "p2p_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_transactions" ADD CONSTRAINT "p2p_transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_transactions" ADD CONSTRAINT "p2p_transactions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_transactions" ADD CONSTRAINT "p2p_transactions_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_transactions" ADD CONSTRAINT "p2p_transactions_withdrawal_decided_by_admins_id_fk" FOREIGN KEY ("withdrawal_decided_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_notes" ADD CONSTRAINT "dispute_notes_dispute_id_order_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."order_disputes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_notes" ADD CONSTRAINT "dispute_notes_author_id_admins_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_order_id_p2p_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."p2p_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_assignee_id_admins_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_resolved_by_admins_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_key" ON "customers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "merchant_ads_merchant_idx" ON "merchant_ads" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "merchant_payment_methods_merchant_idx" ON "merchant_payment_methods" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_email_key" ON "merchants" USING btree ("email");--> statement-breakpoint
CREATE INDEX "merchants_created_idx" ON "merchants" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "p2p_orders_number_key" ON "p2p_orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "p2p_orders_created_idx" ON "p2p_orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "p2p_orders_status_created_idx" ON "p2p_orders" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "p2p_orders_merchant_idx" ON "p2p_orders" USING btree ("merchant_id","status");--> statement-breakpoint
CREATE INDEX "p2p_orders_customer_idx" ON "p2p_orders" USING btree ("customer_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "p2p_transactions_number_key" ON "p2p_transactions" USING btree ("transaction_number");--> statement-breakpoint
CREATE INDEX "p2p_transactions_status_created_idx" ON "p2p_transactions" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "p2p_transactions_created_idx" ON "p2p_transactions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "p2p_transactions_customer_idx" ON "p2p_transactions" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "p2p_transactions_withdrawal_idx" ON "p2p_transactions" USING btree ("withdrawal_status","created_at" DESC NULLS LAST) WHERE withdrawal_status is not null;--> statement-breakpoint
CREATE INDEX "dispute_notes_dispute_idx" ON "dispute_notes" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_disputes_order_number_key" ON "order_disputes" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "order_disputes_status_created_idx" ON "order_disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "order_disputes_assignee_idx" ON "order_disputes" USING btree ("assignee_id","status");