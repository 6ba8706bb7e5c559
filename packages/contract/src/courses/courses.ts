import { z } from 'zod';
import { contentLanguageSchema } from '../announcements/announcements.ts';
import { ASSETS } from '../fees/fee-rules.ts';
import { checkAssetAmount, decimalStringSchema } from '../platform/asset-amounts.ts';
import { issueCode } from '../platform/errors.ts';
import { PAGE_SIZE_MAX, SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { listResponseSchema, pageQuerySchema } from '../platform/lists.ts';
import { noNul } from '../platform/text-rules.ts';
import {
  CHAPTER_TOPICS_MAX,
  COURSE_CHAPTERS_MAX,
  COURSE_DESCRIPTION_MAX,
  COURSE_PAGE_SIZE,
  COURSE_REASON_MAX,
  COURSE_REASON_MIN,
  COURSE_STATUSES,
  COURSE_TITLE_MAX,
  COURSE_TITLE_MIN,
  QUIZ_CHOICE_MAX,
  QUIZ_CHOICES_MAX,
  QUIZ_CHOICES_MIN,
  QUIZ_PASS_PERCENT_DEFAULT,
  QUIZ_QUESTION_MAX,
  QUIZ_QUESTIONS_MAX,
  TOPIC_BODY_MAX,
  TOPIC_VIDEO_URL_MAX,
} from './course-rules.ts';

const personRef = z.object({ id: z.string(), name: z.string() });
const text = (min: number, max: number) =>
  z.string().trim().min(min, min === 1 ? 'is required' : `must be ${min} to ${max} characters`).max(max, `must be at most ${max} characters`).refine(...noNul);
const titleSchema = text(COURSE_TITLE_MIN, COURSE_TITLE_MAX);
const descriptionSchema = z.string().trim().max(COURSE_DESCRIPTION_MAX, `must be at most ${COURSE_DESCRIPTION_MAX} characters`).refine(...noNul);
const atLeastOne = { message: 'give at least one field to change', ...issueCode('validation.noChanges') };
const distinctIds = (what: string, max: number) =>
  z
    .array(z.uuid())
    .min(1, `give the ${what} in their new order`)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, { message: `names one of the ${what} twice`, ...issueCode('validation.invalid') });

export const courseStatusSchema = z.enum(COURSE_STATUSES);

/** What a quiz pays a customer who passes it, once per customer, from the exchange's rewards budget. */
export const quizRewardSchema = z.object({ asset: z.enum(ASSETS), amount: z.string() });

export const quizQuestionSchema = z.object({
  text: z.string(),
  choices: z.array(z.string()),
  /** The index in `choices` of the right answer. */
  correctChoice: z.number().int(),
});

export const courseQuizSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The share of right answers (0-100) that passes. */
  passPercent: z.number().int(),
  reward: quizRewardSchema.nullable(),
  questions: z.array(quizQuestionSchema),
  attemptCount: z.number().int(),
  /** Customers who passed it at least once. */
  passedCount: z.number().int(),
  /** Customers paid its reward (each once). */
  rewardedCount: z.number().int(),
});
export type CourseQuiz = z.infer<typeof courseQuizSchema>;

export const courseTopicSchema = z.object({ id: z.string(), title: z.string(), body: z.string(), videoUrl: z.string().nullable(), position: z.number().int() });
export type CourseTopic = z.infer<typeof courseTopicSchema>;

export const courseChapterSchema = z.object({
  id: z.string(),
  title: z.string(),
  position: z.number().int(),
  topics: z.array(courseTopicSchema),
  /** The quiz that closes the chapter, if it has one. */
  quiz: courseQuizSchema.nullable(),
});
export type CourseChapter = z.infer<typeof courseChapterSchema>;

export const courseSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  language: contentLanguageSchema,
  status: courseStatusSchema,
  chapterCount: z.number().int(),
  topicCount: z.number().int(),
  quizCount: z.number().int(),
  publishedAt: z.string().nullable(),
  publishedBy: personRef.nullable(),
  /** Why it was last moved back to draft, if it ever was. */
  draftReason: z.string().nullable(),
  createdBy: personRef,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Course = z.infer<typeof courseSchema>;
export const courseListSchema = listResponseSchema(courseSchema);

export const courseDetailSchema = courseSchema.extend({ chapters: z.array(courseChapterSchema) });
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const listCoursesQuerySchema = z.object({
  ...pageQuerySchema,
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(COURSE_PAGE_SIZE),
  search: z.string().trim().max(SEARCH_MAX_LENGTH).refine(...noNul).optional(),
  status: courseStatusSchema.optional(),
  language: contentLanguageSchema.optional(),
});
export type ListCoursesQuery = z.input<typeof listCoursesQuerySchema>;

export const createCourseSchema = z.object({ title: titleSchema, description: descriptionSchema.default(''), language: contentLanguageSchema });
export type CreateCourse = z.input<typeof createCourseSchema>;
export const updateCourseSchema = z.object({ title: titleSchema, description: descriptionSchema, language: contentLanguageSchema }).partial().refine((b) => Object.keys(b).length > 0, atLeastOne);
export type UpdateCourse = z.input<typeof updateCourseSchema>;

export const courseReasonSchema = z.object({
  reason: z.string().trim().min(COURSE_REASON_MIN, `must be ${COURSE_REASON_MIN} to ${COURSE_REASON_MAX} characters`).max(COURSE_REASON_MAX, `must be ${COURSE_REASON_MIN} to ${COURSE_REASON_MAX} characters`).refine(...noNul),
});
export type CourseReason = z.infer<typeof courseReasonSchema>;

export const chapterTitleSchema = z.object({ title: titleSchema });
export type ChapterTitle = z.infer<typeof chapterTitleSchema>;
export const reorderChaptersSchema = z.object({ ids: distinctIds('chapters', COURSE_CHAPTERS_MAX) });
export type ReorderChapters = z.infer<typeof reorderChaptersSchema>;
export const reorderTopicsSchema = z.object({ ids: distinctIds('topics', CHAPTER_TOPICS_MAX) });
export type ReorderTopics = z.infer<typeof reorderTopicsSchema>;

const videoUrlSchema = z
  .string()
  .trim()
  .max(TOPIC_VIDEO_URL_MAX)
  .refine((url) => URL.canParse(url) && new URL(url).protocol === 'https:', { message: 'must be an https:// address', ...issueCode('validation.invalidFormat') });
const topicFields = { title: titleSchema, body: text(1, TOPIC_BODY_MAX), videoUrl: videoUrlSchema.nullable() };
export const createTopicSchema = z.object({ ...topicFields, videoUrl: topicFields.videoUrl.default(null) });
export type CreateTopic = z.input<typeof createTopicSchema>;
/** `chapterId`: another chapter of the same course, where the topic goes last. */
export const updateTopicSchema = z.object({ ...topicFields, chapterId: z.uuid() }).partial().refine((b) => Object.keys(b).length > 0, atLeastOne);
export type UpdateTopic = z.input<typeof updateTopicSchema>;

const questionInput = z
  .object({
    text: text(1, QUIZ_QUESTION_MAX),
    choices: z.array(text(1, QUIZ_CHOICE_MAX)).min(QUIZ_CHOICES_MIN, `give ${QUIZ_CHOICES_MIN} to ${QUIZ_CHOICES_MAX} choices`).max(QUIZ_CHOICES_MAX, `give ${QUIZ_CHOICES_MIN} to ${QUIZ_CHOICES_MAX} choices`),
    correctChoice: z.number().int().min(0),
  })
  .superRefine((q, ctx) => {
    if (q.correctChoice >= q.choices.length) ctx.addIssue({ code: 'custom', path: ['correctChoice'], message: 'must be the index of one of the choices', ...issueCode('validation.invalid') });
    if (new Set(q.choices.map((c) => c.toLowerCase())).size !== q.choices.length) ctx.addIssue({ code: 'custom', path: ['choices'], message: 'has the same choice twice', ...issueCode('validation.invalid') });
  });

const rewardInput = z.object({ asset: z.enum(ASSETS), amount: decimalStringSchema }).superRefine((reward, ctx) => checkAssetAmount(reward, ['amount'], ctx));

/** A chapter's quiz, written whole (it is small): its questions in order, each with its right answer. */
export const saveQuizSchema = z.object({
  title: titleSchema,
  passPercent: z.number().int().min(1).max(100).default(QUIZ_PASS_PERCENT_DEFAULT),
  reward: rewardInput.nullable().default(null),
  questions: z.array(questionInput).min(1, 'give at least one question').max(QUIZ_QUESTIONS_MAX, `give at most ${QUIZ_QUESTIONS_MAX} questions`),
});
export type SaveQuiz = z.input<typeof saveQuizSchema>;

// The integration API: the customer app shows published courses and reports quiz attempts.

export const platformCoursesQuerySchema = z.object({ language: contentLanguageSchema.optional() });
const platformQuizSchema = courseQuizSchema.pick({ id: true, title: true, passPercent: true, reward: true }).extend({
  questions: z.array(quizQuestionSchema.omit({ correctChoice: true })),
});
/** A published course as customers see it: no right answers, no counts. */
export const platformCourseSchema = courseSchema.pick({ id: true, title: true, description: true, language: true, publishedAt: true }).extend({
  chapters: z.array(courseChapterSchema.pick({ id: true, title: true, position: true, topics: true }).extend({ quiz: platformQuizSchema.nullable() })),
});
export type PlatformCourse = z.infer<typeof platformCourseSchema>;
export const platformCourseListSchema = z.object({ items: z.array(platformCourseSchema) });

export const quizAttemptSchema = z.object({
  customerId: z.uuid(),
  /** One choice index per question, in the quiz's order. */
  answers: z.array(z.number().int().min(0)).min(1).max(QUIZ_QUESTIONS_MAX),
});
export type QuizAttempt = z.infer<typeof quizAttemptSchema>;

export const quizAttemptResultSchema = z.object({
  id: z.string(),
  quizId: z.string(),
  customerId: z.string(),
  correct: z.number().int(),
  total: z.number().int(),
  /** Right answers as a whole percentage (rounded down). */
  score: z.number().int(),
  passed: z.boolean(),
  /** Paid on the customer's first pass of a quiz with a reward; null otherwise. */
  reward: quizRewardSchema.extend({ ledgerEntryId: z.string() }).nullable(),
  createdAt: z.string(),
});
export type QuizAttemptResult = z.infer<typeof quizAttemptResultSchema>;
