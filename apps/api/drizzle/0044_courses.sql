CREATE TABLE "course_chapters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quiz_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"correct" smallint NOT NULL,
	"total" smallint NOT NULL,
	"passed" boolean NOT NULL,
	"reward_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_quizzes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chapter_id" uuid NOT NULL,
	"title" text NOT NULL,
	"pass_percent" smallint NOT NULL,
	"reward_asset" text,
	"reward_amount" numeric(38, 18),
	"questions" jsonb NOT NULL,
	CONSTRAINT "course_quizzes_pass_check" CHECK ("course_quizzes"."pass_percent" between 1 and 100),
	CONSTRAINT "course_quizzes_reward_check" CHECK (("course_quizzes"."reward_asset" is null) = ("course_quizzes"."reward_amount" is null) and coalesce("course_quizzes"."reward_amount" > 0, true))
);
--> statement-breakpoint
CREATE TABLE "course_topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chapter_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"video_url" text,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	"draft_reason" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_status_check" CHECK ("courses"."status" in ('DRAFT', 'PUBLISHED'))
);
--> statement-breakpoint
ALTER TABLE "course_chapters" ADD CONSTRAINT "course_chapters_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_quiz_attempts" ADD CONSTRAINT "course_quiz_attempts_quiz_id_course_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."course_quizzes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_quiz_attempts" ADD CONSTRAINT "course_quiz_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_quiz_attempts" ADD CONSTRAINT "course_quiz_attempts_reward_entry_id_ledger_entries_id_fk" FOREIGN KEY ("reward_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_quizzes" ADD CONSTRAINT "course_quizzes_chapter_id_course_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."course_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_topics" ADD CONSTRAINT "course_topics_chapter_id_course_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."course_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_published_by_admins_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_chapters_course_idx" ON "course_chapters" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "course_quiz_attempts_quiz_idx" ON "course_quiz_attempts" USING btree ("quiz_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_quiz_attempts_one_reward_idx" ON "course_quiz_attempts" USING btree ("quiz_id","customer_id") WHERE "course_quiz_attempts"."reward_entry_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "course_quizzes_chapter_idx" ON "course_quizzes" USING btree ("chapter_id");--> statement-breakpoint
CREATE INDEX "course_topics_chapter_idx" ON "course_topics" USING btree ("chapter_id","position");--> statement-breakpoint
CREATE INDEX "courses_updated_idx" ON "courses" USING btree ("updated_at","id");--> statement-breakpoint
-- Courses for the built-in groups (superAdmin holds everything): the admin group writes and
-- publishes them; support reads them, to answer customers about a lesson or a reward.
INSERT INTO access_group_policies (group_id, policy)
SELECT g.id, p.policy FROM access_groups g
JOIN (VALUES
  ('admin', 'courses.read'), ('admin', 'courses.manage'),
  ('support', 'courses.read')
) AS p(group_name, policy) ON p.group_name = g.name
ON CONFLICT DO NOTHING;
