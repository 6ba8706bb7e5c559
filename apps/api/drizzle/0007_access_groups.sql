CREATE TABLE "access_group_policies" (
	"group_id" uuid NOT NULL,
	"policy" text NOT NULL,
	CONSTRAINT "access_group_policies_group_id_policy_pk" PRIMARY KEY("group_id","policy")
);
--> statement-breakpoint
CREATE TABLE "access_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_builtin" boolean DEFAULT false NOT NULL,
	"is_super" boolean DEFAULT false NOT NULL,
	"require_2fa" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_groups" (
	"admin_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	CONSTRAINT "admin_groups_admin_id_group_id_pk" PRIMARY KEY("admin_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "admin_policies" (
	"admin_id" uuid NOT NULL,
	"policy" text NOT NULL,
	CONSTRAINT "admin_policies_admin_id_policy_pk" PRIMARY KEY("admin_id","policy")
);
--> statement-breakpoint
ALTER TABLE "access_group_policies" ADD CONSTRAINT "access_group_policies_group_id_access_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."access_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_groups" ADD CONSTRAINT "admin_groups_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_groups" ADD CONSTRAINT "admin_groups_group_id_access_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."access_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_policies" ADD CONSTRAINT "admin_policies_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_groups_name_key" ON "access_groups" USING btree ("name");--> statement-breakpoint
CREATE INDEX "admin_groups_group_idx" ON "admin_groups" USING btree ("group_id");