import { and, count, eq, gt, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CHAPTER_TOPICS_MAX, COURSE_CHAPTERS_MAX } from '@exchange/contract/courses/course-rules';
import type { CourseDetail, createCourseSchema, createTopicSchema, saveQuizSchema, updateCourseSchema, updateTopicSchema } from '@exchange/contract/courses/courses';
import { type Actor, adminOf, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { trimAmount } from '../crypto/crypto-network-rules.ts';
import { courseNotFound, getCourse } from './course-queries.ts';
import { courseChapters as ch, courseQuizAttempts as qa, courseQuizzes as qz, courses as c, courseTopics as tp } from './course-tables.ts';

const chapterNotFound = () => notFound('courseChapter.notFound', 'Chapter');
const topicNotFound = () => notFound('courseTopic.notFound', 'Topic');
export const quizNotFound = () => notFound('courseQuiz.notFound', 'Quiz');
const hasAttempts = () => conflict('courseQuiz.hasAttempts', 'customers have attempted this quiz: it stays, so that their results keep their meaning');
const orderStale = () => conflict('course.orderStale', 'the course changed meanwhile: reload it and order it again');

/**
 * The course's row, locked for the rest of the transaction (one writer per course: positions stay
 * 0..n-1 whatever two admins do at once), and refused while it is published.
 */
async function lockDraftCourse(tx: Tx, id: string) {
  const [row] = await tx.select().from(c).where(eq(c.id, id)).for('update');
  if (!row) throw courseNotFound();
  if (row.status === 'PUBLISHED') throw conflict('course.published', 'this course is published: move it back to draft to change it');
  return row;
}

const touch = (tx: Tx, courseId: string) => tx.update(c).set({ updatedAt: sql`now()` }).where(eq(c.id, courseId));

/** A chapter of a draft course, read again once its course is locked (a colleague may just have deleted it). */
async function lockChapter(tx: Tx, chapterId: string) {
  const [found] = await tx.select({ courseId: ch.courseId }).from(ch).where(eq(ch.id, chapterId));
  if (!found) throw chapterNotFound();
  await lockDraftCourse(tx, found.courseId);
  const [chapter] = await tx.select().from(ch).where(eq(ch.id, chapterId));
  if (!chapter) throw chapterNotFound();
  return chapter;
}

async function lockTopic(tx: Tx, topicId: string) {
  const [found] = await tx.select({ chapterId: tp.chapterId }).from(tp).where(eq(tp.id, topicId));
  if (!found) throw topicNotFound();
  const chapter = await lockChapter(tx, found.chapterId);
  const [topic] = await tx.select().from(tp).where(eq(tp.id, topicId));
  if (!topic) throw topicNotFound();
  return { chapter, topic };
}

async function refuseIfAttempted(tx: Tx, where: ReturnType<typeof eq>) {
  const [attempt] = await tx.select({ id: qa.id }).from(qa).innerJoin(qz, eq(qz.id, qa.quizId)).innerJoin(ch, eq(ch.id, qz.chapterId)).where(where).limit(1);
  if (attempt) throw hasAttempts();
}

type Audited = { action: string; targetType: string; targetId: string; before?: unknown; after?: unknown };
const audit = (tx: Tx, actor: Actor, entry: Audited) => writeAudit(tx, actor, { ...entry, action: `courses.${entry.action}`, outcome: 'SUCCESS' });

export async function createCourse(db: Db, input: z.infer<typeof createCourseSchema>, actor: Actor): Promise<CourseDetail> {
  const adminId = adminOf(actor);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(c).values({ ...input, createdBy: adminId }).returning({ id: c.id });
    if (!row) throw new Error('course insert returned no row');
    await audit(tx, actor, { action: 'course.create', targetType: 'course', targetId: row.id, after: input });
    return row.id;
  });
  return getCourse(db, id);
}

export async function updateCourse(db: Db, id: string, changes: z.infer<typeof updateCourseSchema>, actor: Actor): Promise<CourseDetail> {
  adminOf(actor);
  await db.transaction(async (tx) => {
    const before = await lockDraftCourse(tx, id);
    await tx.update(c).set({ ...changes, updatedAt: sql`now()` }).where(eq(c.id, id));
    await audit(tx, actor, { action: 'course.update', targetType: 'course', targetId: id, before: { title: before.title, description: before.description, language: before.language }, after: changes });
  });
  return getCourse(db, id);
}

/** A draft course goes, with its chapters, topics and quizzes, unless customers attempted one of its quizzes. */
export async function deleteCourse(db: Db, id: string, actor: Actor): Promise<{ id: string }> {
  adminOf(actor);
  await db.transaction(async (tx) => {
    const before = await lockDraftCourse(tx, id);
    await refuseIfAttempted(tx, eq(ch.courseId, id));
    await tx.delete(c).where(eq(c.id, id));
    await audit(tx, actor, { action: 'course.delete', targetType: 'course', targetId: id, before: { title: before.title, language: before.language } });
  });
  return { id };
}

/** Customers see the course from now on; it needs chapters, each with at least one topic. */
export async function publishCourse(db: Db, id: string, actor: Actor): Promise<CourseDetail> {
  const adminId = adminOf(actor);
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ status: c.status }).from(c).where(eq(c.id, id)).for('update');
    if (!row) throw courseNotFound();
    if (row.status !== 'DRAFT') throw conflict('course.wrongStatus', 'this course is already published', { status: row.status, target: 'PUBLISHED' });
    const chapters = await tx.select({ id: ch.id, topics: count(tp.id) }).from(ch).leftJoin(tp, eq(tp.chapterId, ch.id)).where(eq(ch.courseId, id)).groupBy(ch.id);
    if (chapters.length === 0) throw conflict('course.noChapters', 'a course is published with at least one chapter');
    if (chapters.some((x) => x.topics === 0)) throw conflict('course.emptyChapter', 'every chapter needs at least one topic before the course is published');
    await tx.update(c).set({ status: 'PUBLISHED', publishedAt: sql`now()`, publishedBy: adminId, updatedAt: sql`now()` }).where(and(eq(c.id, id), eq(c.status, 'DRAFT')));
    await audit(tx, actor, { action: 'course.publish', targetType: 'course', targetId: id, before: { status: 'DRAFT' }, after: { status: 'PUBLISHED' } });
  });
  return getCourse(db, id);
}

/** Customers no longer see the course; it can be changed again. The reason stays on the course. */
export async function moveCourseToDraft(db: Db, id: string, reason: string, actor: Actor): Promise<CourseDetail> {
  adminOf(actor);
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(c)
      .set({ status: 'DRAFT', draftReason: reason, updatedAt: sql`now()` })
      .where(and(eq(c.id, id), eq(c.status, 'PUBLISHED')))
      .returning({ id: c.id });
    if (!moved) {
      const [row] = await tx.select({ status: c.status }).from(c).where(eq(c.id, id));
      if (!row) throw courseNotFound();
      throw conflict('course.wrongStatus', 'this course is already a draft', { status: row.status, target: 'DRAFT' });
    }
    await audit(tx, actor, { action: 'course.draft', targetType: 'course', targetId: id, before: { status: 'PUBLISHED' }, after: { status: 'DRAFT', reason } });
  });
  return getCourse(db, id);
}

export async function addChapter(db: Db, courseId: string, title: string, actor: Actor): Promise<CourseDetail> {
  adminOf(actor);
  await db.transaction(async (tx) => {
    await lockDraftCourse(tx, courseId);
    const [last] = await tx.select({ count: sql<number>`count(*)::int`, top: max(ch.position) }).from(ch).where(eq(ch.courseId, courseId));
    if ((last?.count ?? 0) >= COURSE_CHAPTERS_MAX) throw conflict('course.tooMany', `a course holds at most ${COURSE_CHAPTERS_MAX} chapters`, { max: COURSE_CHAPTERS_MAX });
    const [row] = await tx.insert(ch).values({ courseId, title, position: (last?.top ?? -1) + 1 }).returning({ id: ch.id });
    if (!row) throw new Error('chapter insert returned no row');
    await touch(tx, courseId);
    await audit(tx, actor, { action: 'chapter.create', targetType: 'course_chapter', targetId: row.id, after: { courseId, title } });
  });
  return getCourse(db, courseId);
}

export async function renameChapter(db: Db, chapterId: string, title: string, actor: Actor): Promise<CourseDetail> {
  adminOf(actor);
  const courseId = await db.transaction(async (tx) => {
    const chapter = await lockChapter(tx, chapterId);
    await tx.update(ch).set({ title }).where(eq(ch.id, chapterId));
    await touch(tx, chapter.courseId);
    await audit(tx, actor, { action: 'chapter.update', targetType: 'course_chapter', targetId: chapterId, before: { title: chapter.title }, after: { title } });
    return chapter.courseId;
  });
  return getCourse(db, courseId);
}

/** The chapter goes with its topics and quiz; the chapters after it move up one place. */
export async function deleteChapter(db: Db, chapterId: string, actor: Actor): Promise<CourseDetail> {
  adminOf(actor);
  const courseId = await db.transaction(async (tx) => {
    const chapter = await lockChapter(tx, chapterId);
    await refuseIfAttempted(tx, eq(ch.id, chapterId));
    await tx.delete(ch).where(eq(ch.id, chapterId));
    await tx.update(ch).set({ position: sql`${ch.position} - 1` }).where(and(eq(ch.courseId, chapter.courseId), gt(ch.position, chapter.position)));
    await touch(tx, chapter.courseId);
    await audit(tx, actor, { action: 'chapter.delete', targetType: 'course_chapter', targetId: chapterId, before: { courseId: chapter.courseId, title: chapter.title } });
    return chapter.courseId;
  });
  return getCourse(db, courseId);
}

/** Rows `ids` take positions 0..n-1 in that order; `ids` must name exactly the rows there are now. */
async function setPositions(tx: Tx, table: typeof ch | typeof tp, current: { id: string }[], ids: string[]) {
  const known = new Set(current.map((r) => r.id));
  if (current.length !== ids.length || ids.some((id) => !known.has(id))) throw orderStale();
  for (const [position, id] of ids.entries()) await tx.update(table).set({ position }).where(eq(table.id, id));
}

export async function reorderChapters(db: Db, courseId: string, ids: string[], actor: Actor): Promise<CourseDetail> {
  adminOf(actor);
  await db.transaction(async (tx) => {
    await lockDraftCourse(tx, courseId);
    const current = await tx.select({ id: ch.id }).from(ch).where(eq(ch.courseId, courseId)).orderBy(ch.position);
    await setPositions(tx, ch, current, ids);
    await touch(tx, courseId);
    await audit(tx, actor, { action: 'chapter.reorder', targetType: 'course', targetId: courseId, before: { ids: current.map((r) => r.id) }, after: { ids } });
  });
  return getCourse(db, courseId);
}

export async function addTopic(db: Db, chapterId: string, input: z.infer<typeof createTopicSchema>, actor: Actor): Promise<CourseDetail> {
  adminOf(actor);
  const courseId = await db.transaction(async (tx) => {
    const chapter = await lockChapter(tx, chapterId);
    const [last] = await tx.select({ count: sql<number>`count(*)::int`, top: max(tp.position) }).from(tp).where(eq(tp.chapterId, chapterId));
    if ((last?.count ?? 0) >= CHAPTER_TOPICS_MAX) throw conflict('course.tooMany', `a chapter holds at most ${CHAPTER_TOPICS_MAX} topics`, { max: CHAPTER_TOPICS_MAX });
    const [row] = await tx.insert(tp).values({ ...input, chapterId, position: (last?.top ?? -1) + 1 }).returning({ id: tp.id });
    if (!row) throw new Error('topic insert returned no row');
    await touch(tx, chapter.courseId);
    await audit(tx, actor, { action: 'topic.create', targetType: 'course_topic', targetId: row.id, after: { chapterId, title: input.title, videoUrl: input.videoUrl } });
    return chapter.courseId;
  });
  return getCourse(db, courseId);
}

/** A topic's text, and its chapter: moved to another chapter of its course, it goes last there. */
export async function updateTopic(db: Db, topicId: string, changes: z.infer<typeof updateTopicSchema>, actor: Actor): Promise<CourseDetail> {
  adminOf(actor);
  const courseId = await db.transaction(async (tx) => {
    const { chapter, topic } = await lockTopic(tx, topicId);
    const { chapterId: to, ...text } = changes;
    let moved: { chapterId: string; position: number } | undefined;
    if (to !== undefined && to !== chapter.id) {
      const [target] = await tx.select({ courseId: ch.courseId }).from(ch).where(eq(ch.id, to));
      if (!target || target.courseId !== chapter.courseId) throw chapterNotFound();
      const [last] = await tx.select({ count: sql<number>`count(*)::int`, top: max(tp.position) }).from(tp).where(eq(tp.chapterId, to));
      if ((last?.count ?? 0) >= CHAPTER_TOPICS_MAX) throw conflict('course.tooMany', `a chapter holds at most ${CHAPTER_TOPICS_MAX} topics`, { max: CHAPTER_TOPICS_MAX });
      moved = { chapterId: to, position: (last?.top ?? -1) + 1 };
      await tx.update(tp).set({ position: sql`${tp.position} - 1` }).where(and(eq(tp.chapterId, chapter.id), gt(tp.position, topic.position)));
    }
    // Nothing to write when the only change named was its own chapter.
    const set = { ...text, ...moved };
    if (Object.keys(set).length > 0) await tx.update(tp).set(set).where(eq(tp.id, topicId));
    await touch(tx, chapter.courseId);
    const before = { title: topic.title, body: topic.body, videoUrl: topic.videoUrl, ...(moved && { chapterId: chapter.id }) };
    await audit(tx, actor, { action: 'topic.update', targetType: 'course_topic', targetId: topicId, before, after: { ...text, ...(moved && { chapterId: moved.chapterId }) } });
    return chapter.courseId;
  });
  return getCourse(db, courseId);
}

export async function deleteTopic(db: Db, topicId: string, actor: Actor): Promise<CourseDetail> {
  adminOf(actor);
  const courseId = await db.transaction(async (tx) => {
    const { chapter, topic } = await lockTopic(tx, topicId);
    await tx.delete(tp).where(eq(tp.id, topicId));
    await tx.update(tp).set({ position: sql`${tp.position} - 1` }).where(and(eq(tp.chapterId, chapter.id), gt(tp.position, topic.position)));
    await touch(tx, chapter.courseId);
    await audit(tx, actor, { action: 'topic.delete', targetType: 'course_topic', targetId: topicId, before: { chapterId: chapter.id, title: topic.title } });
    return chapter.courseId;
  });
  return getCourse(db, courseId);
}

export async function reorderTopics(db: Db, chapterId: string, ids: string[], actor: Actor): Promise<CourseDetail> {
  adminOf(actor);
  const courseId = await db.transaction(async (tx) => {
    const chapter = await lockChapter(tx, chapterId);
    const current = await tx.select({ id: tp.id }).from(tp).where(eq(tp.chapterId, chapterId)).orderBy(tp.position);
    await setPositions(tx, tp, current, ids);
    await touch(tx, chapter.courseId);
    await audit(tx, actor, { action: 'topic.reorder', targetType: 'course_chapter', targetId: chapterId, before: { ids: current.map((r) => r.id) }, after: { ids } });
    return chapter.courseId;
  });
  return getCourse(db, courseId);
}

/** Writes the chapter's quiz whole (made if it has none). A quiz customers attempted keeps its questions. */
export async function saveQuiz(db: Db, chapterId: string, input: z.infer<typeof saveQuizSchema>, actor: Actor): Promise<CourseDetail> {
  adminOf(actor);
  const courseId = await db.transaction(async (tx) => {
    const chapter = await lockChapter(tx, chapterId);
    const [before] = await tx.select().from(qz).where(eq(qz.chapterId, chapterId));
    const values = {
      title: input.title,
      passPercent: input.passPercent,
      rewardAsset: input.reward?.asset ?? null,
      rewardAmount: input.reward ? trimAmount(input.reward.amount) : null,
      questions: input.questions,
    };
    if (before) {
      const changesQuestions = JSON.stringify(before.questions) !== JSON.stringify(input.questions) || before.passPercent !== input.passPercent;
      if (changesQuestions) await refuseIfAttempted(tx, eq(qz.id, before.id));
      await tx.update(qz).set(values).where(eq(qz.id, before.id));
    } else {
      await tx.insert(qz).values({ ...values, chapterId });
    }
    await touch(tx, chapter.courseId);
    await audit(tx, actor, {
      action: 'quiz.save',
      targetType: 'course_chapter',
      targetId: chapterId,
      before: before ? { title: before.title, passPercent: before.passPercent, reward: before.rewardAsset ? { asset: before.rewardAsset, amount: trimAmount(before.rewardAmount ?? '0') } : null, questions: before.questions.length } : null,
      after: { title: input.title, passPercent: input.passPercent, reward: input.reward, questions: input.questions.length },
    });
    return chapter.courseId;
  });
  return getCourse(db, courseId);
}

export async function deleteQuiz(db: Db, chapterId: string, actor: Actor): Promise<CourseDetail> {
  adminOf(actor);
  const courseId = await db.transaction(async (tx) => {
    const chapter = await lockChapter(tx, chapterId);
    const [quiz] = await tx.select({ id: qz.id, title: qz.title }).from(qz).where(eq(qz.chapterId, chapterId));
    if (!quiz) throw quizNotFound();
    await refuseIfAttempted(tx, eq(qz.id, quiz.id));
    await tx.delete(qz).where(eq(qz.id, quiz.id));
    await touch(tx, chapter.courseId);
    await audit(tx, actor, { action: 'quiz.delete', targetType: 'course_chapter', targetId: chapterId, before: { title: quiz.title } });
    return chapter.courseId;
  });
  return getCourse(db, courseId);
}

