ALTER TABLE "admin_invitations" ADD COLUMN "kind" text DEFAULT 'invitation' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD CONSTRAINT "admin_invitations_kind_check" CHECK ("admin_invitations"."kind" in ('invitation', 'reset'));