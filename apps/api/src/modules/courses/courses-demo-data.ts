import { sql } from 'drizzle-orm';
import type { SaveQuiz } from '@exchange/contract/courses/courses';
import type { ContentLanguage } from '@exchange/contract/platform/content-languages';
import type { Actor } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { serviceAccountActor } from '../integration/service-actor.ts';
import { addChapter, addTopic, createCourse, publishCourse, saveQuiz } from './course-commands.ts';
import { attemptQuiz } from './quiz-attempts.ts';

type ChapterPlan = { title: string; topics: [string, string][]; quiz?: SaveQuiz };
type CoursePlan = { title: string; description: string; language: ContentLanguage; publish: boolean; chapters: ChapterPlan[] };

const walletsQuiz: SaveQuiz = {
  title: 'Wallets and keys: check yourself',
  passPercent: 60,
  reward: { asset: 'USDT', amount: '1' },
  questions: [
    { text: 'What gives full control of a self-custody wallet?', choices: ['The seed phrase', 'The e-mail address', 'The app version'], correctChoice: 0 },
    { text: 'Where should a seed phrase be kept?', choices: ['In a screenshot', 'Offline, written down', 'In a chat with support'], correctChoice: 1 },
    { text: 'Who holds the keys of coins left on the exchange?', choices: ['The customer', 'The exchange', 'Nobody'], correctChoice: 1 },
  ],
};

const plans: CoursePlan[] = [
  {
    title: 'Crypto basics',
    description: 'Wallets, keys and a first purchase, in twenty minutes. Pass the first quiz to earn 1 USDT.',
    language: 'en',
    publish: true,
    chapters: [
      { title: 'Wallets and keys', topics: [['Hot and cold wallets', 'A hot wallet is connected to the internet and convenient for trading; a cold wallet stays offline and suits long-term savings.'], ['Seed phrases', 'Twelve or twenty-four words restore a wallet. Anyone who sees them can move the coins: never type them into a website or share them with support.']], quiz: walletsQuiz },
      { title: 'Buying your first coin', topics: [['Market and limit orders', 'A market order buys at once at the best price; a limit order waits for the price you set.'], ['Fees', 'Each trade pays a small fee, shown before you confirm.']], quiz: { title: 'Orders quiz', passPercent: 50, reward: null, questions: [{ text: 'Which order waits for your price?', choices: ['Market', 'Limit'], correctChoice: 1 }, { text: 'When is the fee shown?', choices: ['Before you confirm', 'A month later'], correctChoice: 0 }] } },
      { title: 'Staying safe', topics: [['Two-factor authentication', 'Turn on an authenticator app: a code from your phone is asked at each sign-in and withdrawal.'], ['Spotting scams', 'Nobody from the exchange asks for your password, codes or seed phrase. Guaranteed returns are always a scam.']] },
    ],
  },
  {
    title: 'أساسيات العملات الرقمية',
    description: 'دورة قصيرة عن المحافظ والمفاتيح وأول عملية شراء.',
    language: 'ar',
    publish: true,
    chapters: [
      { title: 'المحافظ والمفاتيح', topics: [['المحفظة الساخنة والباردة', 'المحفظة الساخنة متصلة بالإنترنت ومناسبة للتداول، والباردة تبقى دون اتصال وتناسب الادخار الطويل.'], ['العبارة السرية', 'من يرى العبارة السرية يستطيع نقل العملات: لا تشاركها مع أحد.']], quiz: { title: 'اختبر نفسك', passPercent: 50, reward: { asset: 'USDT', amount: '0.5' }, questions: [{ text: 'أين تحفظ العبارة السرية؟', choices: ['في صورة على الهاتف', 'مكتوبة دون اتصال'], correctChoice: 1 }] } },
    ],
  },
  {
    title: 'Trading with limit orders',
    description: 'Setting prices, partial fills and cancelling: for customers who trade weekly.',
    language: 'en',
    publish: false,
    chapters: [
      { title: 'Setting a price', topics: [['Reading the order book', 'Bids on the left, asks on the right; the spread is the gap between the best of each.']] },
      { title: 'Partial fills', topics: [] },
    ],
  },
];

/**
 * The academy: two published courses (one in Arabic) with quizzes, one still a draft, written by
 * Dana through the courses' own commands; a few customers then attempt the first quiz through the
 * customer app's service account, so its counts and rewards are real journal entries.
 */
export async function generateCoursesDemoData(db: Db, actor: Actor) {
  let firstQuizId: string | undefined;
  for (const plan of plans) {
    let course = await createCourse(db, { title: plan.title, description: plan.description, language: plan.language }, actor);
    for (const chapterPlan of plan.chapters) {
      course = await addChapter(db, course.id, chapterPlan.title, actor);
      const chapter = course.chapters.at(-1);
      if (!chapter) throw new Error('demo chapter missing');
      for (const [title, body] of chapterPlan.topics) course = await addTopic(db, chapter.id, { title, body, videoUrl: null }, actor);
      if (chapterPlan.quiz) course = await saveQuiz(db, chapter.id, { passPercent: 70, reward: null, ...chapterPlan.quiz }, actor);
      firstQuizId ??= course.chapters.at(-1)?.quiz?.id;
    }
    if (plan.publish) await publishCourse(db, course.id, actor);
  }
  if (!firstQuizId) return;
  const app = await serviceAccountActor(db, 'Customer app', actor);
  const learners = (await db.execute(sql`select id from customers where state = 'ACTIVE' order by email limit 6`)) as unknown as { rows: { id: string }[] };
  // Four get every answer right (and the reward), two get one right and fail.
  for (const [index, { id }] of learners.rows.entries()) {
    const answers = index < 4 ? [0, 1, 1] : [0, 0, 0];
    await db.transaction((tx) => attemptQuiz(tx, firstQuizId, { customerId: id, answers }, app));
  }
}
