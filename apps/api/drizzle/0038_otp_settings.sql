CREATE TABLE "otp_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"method" text NOT NULL,
	"operation" text NOT NULL,
	"result" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_method_settings" (
	"operation" text NOT NULL,
	"method" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone,
	CONSTRAINT "otp_method_settings_operation_method_pk" PRIMARY KEY("operation","method")
);
--> statement-breakpoint
ALTER TABLE "otp_logs" ADD CONSTRAINT "otp_logs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_method_settings" ADD CONSTRAINT "otp_method_settings_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_logs_created_idx" ON "otp_logs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "otp_logs_customer_idx" ON "otp_logs" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The methods as the exchange is installed: e-mail for everything; SMS where a phone is the usual
-- second factor; the authenticator wherever money or keys leave the account.
INSERT INTO otp_method_settings (operation, method, enabled)
SELECT o.operation, m.method, (o.operation, m.method) IN (
  ('SIGN_IN', 'EMAIL'), ('SIGN_IN', 'SMS'), ('SIGN_IN', 'AUTHENTICATOR'),
  ('WITHDRAWAL', 'EMAIL'), ('WITHDRAWAL', 'SMS'), ('WITHDRAWAL', 'AUTHENTICATOR'),
  ('ADD_BANK_ACCOUNT', 'EMAIL'),
  ('ADD_WHITELIST_ADDRESS', 'EMAIL'), ('ADD_WHITELIST_ADDRESS', 'AUTHENTICATOR'),
  ('CHANGE_PASSWORD', 'EMAIL'), ('CHANGE_PASSWORD', 'SMS'),
  ('API_KEY', 'EMAIL'), ('API_KEY', 'AUTHENTICATOR')
)
FROM (VALUES ('SIGN_IN'), ('WITHDRAWAL'), ('ADD_BANK_ACCOUNT'), ('ADD_WHITELIST_ADDRESS'), ('CHANGE_PASSWORD'), ('API_KEY')) AS o(operation)
CROSS JOIN (VALUES ('EMAIL'), ('SMS'), ('AUTHENTICATOR')) AS m(method)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- OTP settings for the built-in groups (superAdmin holds everything): the admin group switches the
-- methods; support reads the settings and the logs to answer a customer whose code never came.
INSERT INTO access_group_policies (group_id, policy)
SELECT g.id, p.policy FROM access_groups g
JOIN (VALUES
  ('admin', 'otp.read'), ('admin', 'otp.manage'),
  ('support', 'otp.read')
) AS p(group_name, policy) ON p.group_name = g.name
ON CONFLICT DO NOTHING;
