import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { QuizAttempt, QuizAttemptResult } from '@exchange/contract/courses/courses';
import type { Asset } from '@exchange/contract/fees/fee-rules';
import { type Actor, postedBy, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Tx } from '../../platform/db/database.ts';
import { badField, conflict } from '../../platform/errors.ts';
import { trimAmount } from '../crypto/crypto-network-rules.ts';
import { customers } from '../customers/customer-tables.ts';
import { customerAccount, exchangeAccount, move, postEntry } from '../ledger/post-entry.ts';
import { quizNotFound } from './course-commands.ts';
import { courseChapters as ch, courseQuizAttempts as qa, courseQuizzes as qz, courses as c } from './course-tables.ts';

/**
 * A customer's attempt at a quiz of a published course, in the caller's transaction (the /platform
 * route's). The answers are marked here, not by the app. A pass of a quiz with a reward pays it
 * from the rewards budget the first time only: attempts of one customer at one quiz take turns on
 * an advisory lock, and a unique index on rewarded attempts holds the rule even without it.
 */
export async function attemptQuiz(tx: Tx, quizId: string, input: QuizAttempt, actor: Actor): Promise<QuizAttemptResult> {
  const [quiz] = await tx
    .select({ quiz: qz, courseTitle: c.title, courseStatus: c.status })
    .from(qz)
    .innerJoin(ch, eq(ch.id, qz.chapterId))
    .innerJoin(c, eq(c.id, ch.courseId))
    .where(eq(qz.id, quizId))
    .for('share', { of: c });
  if (!quiz) throw quizNotFound();
  if (quiz.courseStatus !== 'PUBLISHED') throw conflict('course.wrongStatus', "this quiz's course is not published", { status: quiz.courseStatus, target: 'PUBLISHED' });
  const questions = quiz.quiz.questions;
  if (input.answers.length !== questions.length || input.answers.some((answer, i) => answer >= (questions[i]?.choices.length ?? 0))) {
    throw badField('answers', 'courseQuiz.badAnswers', `give ${questions.length} answers, one per question, each the index of one of its choices`, { max: questions.length });
  }
  const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, input.customerId));
  if (!customer) throw badField('customerId', 'customer.notFound', 'no customer has this id');

  const correct = input.answers.filter((answer, i) => questions[i]?.correctChoice === answer).length;
  const total = questions.length;
  const score = Math.floor((correct * 100) / total);
  const passed = score >= quiz.quiz.passPercent;

  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quiz_reward:${quizId}:${customer.id}`}))`);
  const id = crypto.randomUUID();
  let reward: QuizAttemptResult['reward'] = null;
  const { rewardAsset, rewardAmount } = quiz.quiz;
  if (passed && rewardAsset && rewardAmount) {
    const [paid] = await tx.select({ id: qa.id }).from(qa).where(and(eq(qa.quizId, quizId), eq(qa.customerId, customer.id), isNotNull(qa.rewardEntryId)));
    if (!paid) {
      const amount = trimAmount(rewardAmount);
      const ledgerEntryId = await postEntry(tx, {
        kind: 'QUIZ_REWARD',
        referenceType: 'course_quiz_attempt',
        referenceId: id,
        actorId: postedBy(actor),
        memo: `Quiz reward: ${quiz.courseTitle} / ${quiz.quiz.title}`,
        lines: move(exchangeAccount('REWARDS_BUDGET'), customerAccount(customer.id), rewardAsset as Asset, amount),
      });
      reward = { asset: rewardAsset as Asset, amount, ledgerEntryId };
    }
  }
  const [made] = await tx
    .insert(qa)
    .values({ id, quizId, customerId: customer.id, correct, total, passed, rewardEntryId: reward?.ledgerEntryId ?? null })
    .returning({ createdAt: qa.createdAt });
  if (!made) throw new Error('quiz attempt insert returned no row');
  await writeAudit(tx, actor, {
    action: 'courses.quiz.attempt',
    outcome: 'SUCCESS',
    targetType: 'course_quiz',
    targetId: quizId,
    customerId: customer.id,
    after: { correct, total, passed, reward },
  });
  return { id, quizId, customerId: customer.id, correct, total, score, passed, reward, createdAt: made.createdAt.toISOString() };
}
