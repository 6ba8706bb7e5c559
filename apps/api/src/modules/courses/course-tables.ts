import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { ledgerEntries } from '../ledger/ledger-tables.ts';

/**
 * A course of the customer app's academy. Chapters, topics and quizzes hang under it; every change
 * to them locks the course's row first, so one course changes one writer at a time and positions
 * stay 0..n-1.
 */
export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    language: text('language').notNull(),
    status: text('status').notNull().default('DRAFT'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: uuid('published_by').references(() => admins.id),
    draftReason: text('draft_reason'),
    createdBy: uuid('created_by').notNull().references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('courses_updated_idx').on(t.updatedAt, t.id),
    check('courses_status_check', sql`${t.status} in ('DRAFT', 'PUBLISHED')`),
  ],
);

export const courseChapters = pgTable(
  'course_chapters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [index('course_chapters_course_idx').on(t.courseId, t.position)],
);

export const courseTopics = pgTable(
  'course_topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chapterId: uuid('chapter_id').notNull().references(() => courseChapters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    videoUrl: text('video_url'),
    position: smallint('position').notNull(),
  },
  (t) => [index('course_topics_chapter_idx').on(t.chapterId, t.position)],
);

/** The quiz closing a chapter (at most one); its questions are written and read whole, as JSON. */
export const courseQuizzes = pgTable(
  'course_quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chapterId: uuid('chapter_id').notNull().references(() => courseChapters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    passPercent: smallint('pass_percent').notNull(),
    rewardAsset: text('reward_asset'),
    rewardAmount: numeric('reward_amount', { precision: 38, scale: 18 }),
    questions: jsonb('questions').$type<{ text: string; choices: string[]; correctChoice: number }[]>().notNull(),
  },
  (t) => [
    uniqueIndex('course_quizzes_chapter_idx').on(t.chapterId),
    check('course_quizzes_pass_check', sql`${t.passPercent} between 1 and 100`),
    check('course_quizzes_reward_check', sql`(${t.rewardAsset} is null) = (${t.rewardAmount} is null) and coalesce(${t.rewardAmount} > 0, true)`),
  ],
);

/**
 * A customer's attempt at a quiz, as the customer app reported it. Attempts keep their quiz from
 * being deleted (no cascade). A reward is paid at most once per customer and quiz: the partial
 * unique index holds that even if two attempts race.
 */
export const courseQuizAttempts = pgTable(
  'course_quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id').notNull().references(() => courseQuizzes.id),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    correct: smallint('correct').notNull(),
    total: smallint('total').notNull(),
    passed: boolean('passed').notNull(),
    rewardEntryId: uuid('reward_entry_id').references(() => ledgerEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('course_quiz_attempts_quiz_idx').on(t.quizId, t.customerId),
    uniqueIndex('course_quiz_attempts_one_reward_idx').on(t.quizId, t.customerId).where(sql`${t.rewardEntryId} is not null`),
  ],
);
