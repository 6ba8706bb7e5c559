import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ContentLanguage } from '@exchange/contract/platform/content-languages';
import type { CourseStatus } from '@exchange/contract/courses/course-rules';
import type { Course, CourseChapter, CourseDetail, CourseQuiz, listCoursesQuerySchema, PlatformCourse } from '@exchange/contract/courses/courses';
import type { Asset } from '@exchange/contract/fees/fee-rules';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { DbOrTx } from '../../platform/db/database.ts';
import { containing, defineFilters, listPage } from '../../platform/db/list-query.ts';
import { notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { trimAmount } from '../crypto/crypto-network-rules.ts';
import { courseChapters as ch, courseQuizAttempts as qa, courseQuizzes as qz, courses as c, courseTopics as tp } from './course-tables.ts';

type CourseFilters = z.infer<typeof listCoursesQuerySchema>;

export const courseNotFound = () => notFound('course.notFound', 'Course');

const publisher = alias(admins, 'publisher');
const countOf = (table: typeof ch | typeof tp | typeof qz, where: ReturnType<typeof sql>) => sql<number>`(select count(*)::int from ${table} where ${where})`;

function selectCourses(db: DbOrTx) {
  return db
    .select({
      id: c.id,
      title: c.title,
      description: c.description,
      language: c.language,
      status: c.status,
      chapterCount: countOf(ch, sql`${ch.courseId} = ${c.id}`),
      topicCount: countOf(tp, sql`${tp.chapterId} in (select ${ch.id} from ${ch} where ${ch.courseId} = ${c.id})`),
      quizCount: countOf(qz, sql`${qz.chapterId} in (select ${ch.id} from ${ch} where ${ch.courseId} = ${c.id})`),
      publishedAt: c.publishedAt,
      publishedBy: c.publishedBy,
      publisherName: publisher.name,
      draftReason: c.draftReason,
      createdBy: c.createdBy,
      creatorName: admins.name,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
    })
    .from(c)
    .innerJoin(admins, eq(admins.id, c.createdBy))
    .leftJoin(publisher, eq(publisher.id, c.publishedBy))
    .$dynamic();
}

type CourseRow = Awaited<ReturnType<typeof selectCourses>>[number];

const toCourse = (row: CourseRow): Course => ({
  id: row.id,
  title: row.title,
  description: row.description,
  language: row.language as ContentLanguage,
  status: row.status as CourseStatus,
  chapterCount: row.chapterCount,
  topicCount: row.topicCount,
  quizCount: row.quizCount,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  publishedBy: row.publishedBy && row.publisherName ? { id: row.publishedBy, name: row.publisherName } : null,
  draftReason: row.draftReason,
  createdBy: { id: row.createdBy, name: row.creatorName },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const courseFilters = defineFilters<CourseFilters>({
  search: (v) => or(ilike(c.title, containing(v)), ilike(c.description, containing(v))),
  status: (v) => eq(c.status, v),
  language: (v) => eq(c.language, v),
});

/** Courses, the last changed first (limit and page). */
export async function listCourses(db: DbOrTx, f: CourseFilters): Promise<ListResponse<Course>> {
  const list = await listPage(db, { select: selectCourses(db), count: c, where: courseFilters.where(f), orderBy: [desc(c.updatedAt), desc(c.id)], page: f.page, limit: f.limit, withTotal: f.withTotal });
  return { ...list, items: list.items.map(toCourse) };
}

type QuizRow = typeof qz.$inferSelect;

/** The quizzes of these chapters with their attempts, passes and what their rewards paid. */
async function quizzesOf(db: DbOrTx, chapterIds: string[]): Promise<Map<string, CourseQuiz>> {
  if (chapterIds.length === 0) return new Map();
  // A join rather than correlated subqueries: in a one-table select drizzle writes columns without
  // their table, and `"quiz_id" = "id"` inside a subquery compared an attempt with itself (always 0).
  const rows = await db
    .select({
      quiz: qz,
      attemptCount: count(qa.id),
      passedCount: sql<number>`(count(distinct ${qa.customerId}) filter (where ${qa.passed}))::int`,
      rewardedCount: count(qa.rewardEntryId),
    })
    .from(qz)
    .leftJoin(qa, eq(qa.quizId, qz.id))
    .where(inArray(qz.chapterId, chapterIds))
    .groupBy(qz.id);
  return new Map(rows.map((r) => [r.quiz.chapterId, toQuiz(r.quiz, r)]));
}

const toQuiz = (quiz: QuizRow, counts: { attemptCount: number; passedCount: number; rewardedCount: number }): CourseQuiz => ({
  id: quiz.id,
  title: quiz.title,
  passPercent: quiz.passPercent,
  reward: quiz.rewardAsset && quiz.rewardAmount ? { asset: quiz.rewardAsset as Asset, amount: trimAmount(quiz.rewardAmount) } : null,
  questions: quiz.questions,
  attemptCount: counts.attemptCount,
  passedCount: counts.passedCount,
  rewardedCount: counts.rewardedCount,
});

async function chaptersOf(db: DbOrTx, courseIds: string[]): Promise<Map<string, CourseChapter[]>> {
  if (courseIds.length === 0) return new Map();
  const chapters = await db.select().from(ch).where(inArray(ch.courseId, courseIds)).orderBy(asc(ch.courseId), asc(ch.position));
  const ids = chapters.map((x) => x.id);
  const topics = ids.length === 0 ? [] : await db.select().from(tp).where(inArray(tp.chapterId, ids)).orderBy(asc(tp.chapterId), asc(tp.position));
  const quizzes = await quizzesOf(db, ids);
  const byCourse = new Map<string, CourseChapter[]>();
  for (const chapter of chapters) {
    const list = byCourse.get(chapter.courseId) ?? [];
    list.push({
      id: chapter.id,
      title: chapter.title,
      position: chapter.position,
      topics: topics.filter((t) => t.chapterId === chapter.id).map((t) => ({ id: t.id, title: t.title, body: t.body, videoUrl: t.videoUrl, position: t.position })),
      quiz: quizzes.get(chapter.id) ?? null,
    });
    byCourse.set(chapter.courseId, list);
  }
  return byCourse;
}

/** A course with its chapters in order, their topics in order and their quizzes (right answers included). */
export async function getCourse(db: DbOrTx, id: string): Promise<CourseDetail> {
  const [row] = await selectCourses(db).where(eq(c.id, id));
  if (!row) throw courseNotFound();
  return { ...toCourse(row), chapters: (await chaptersOf(db, [id])).get(id) ?? [] };
}

/** The published courses as the customer app shows them: the right answers and the counts left out. */
export async function listPublishedCourses(db: DbOrTx, language: ContentLanguage | undefined): Promise<{ items: PlatformCourse[] }> {
  const rows = await db
    .select({ id: c.id, title: c.title, description: c.description, language: c.language, publishedAt: c.publishedAt })
    .from(c)
    .where(and(eq(c.status, 'PUBLISHED'), language ? eq(c.language, language) : undefined))
    .orderBy(desc(c.publishedAt), desc(c.id));
  const chapters = await chaptersOf(db, rows.map((r) => r.id));
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      language: r.language as ContentLanguage,
      publishedAt: r.publishedAt?.toISOString() ?? null,
      chapters: (chapters.get(r.id) ?? []).map((x) => ({
        id: x.id,
        title: x.title,
        position: x.position,
        topics: x.topics,
        quiz: x.quiz && { id: x.quiz.id, title: x.quiz.title, passPercent: x.quiz.passPercent, reward: x.quiz.reward, questions: x.quiz.questions.map((q) => ({ text: q.text, choices: q.choices })) },
      })),
    })),
  };
}
