import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course, CourseDetail, PlatformCourse, QuizAttemptResult, SaveQuiz } from '@exchange/contract/courses/courses';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { TEST_PASSWORD, UNKNOWN_UUID, auditRowsAfter, createAdminWithOwnPolicies, fieldsOf, lastAuditId, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { newCustomer, serviceKey } from '../../testing/earn-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';

type Answer<T> = T & ApiError;

const quiz = (over: Partial<SaveQuiz> = {}): SaveQuiz => ({
  title: 'Check yourself',
  passPercent: 50,
  reward: { asset: 'USDT', amount: '2.5' },
  questions: [
    { text: 'What secures a wallet?', choices: ['A seed phrase', 'A username'], correctChoice: 0 },
    { text: 'Who holds a custodial wallet’s keys?', choices: ['You', 'The exchange', 'Nobody'], correctChoice: 1 },
  ],
  ...over,
});

describe.each(testDatabaseKinds())('courses on %s', (kind) => {
  let server: TestServer;
  let writer: string;
  let reader: string;
  let nobody: string;
  let appKey: string;
  let otherKey: string;
  let seq = 0;
  const call = <T>(method: string, path: string, token: string, body?: unknown) => server.call<Answer<T>>(method, path, { token, body });
  const ok = async <T>(method: string, path: string, body?: unknown, token = writer) => {
    const answer = await call<T>(method, path, token, body);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body;
  };
  const refused = async (method: string, path: string, body: unknown, status: number, code: string, token = writer) => {
    const answer = await call<unknown>(method, path, token, body);
    expect([answer.status, answer.body.error?.code], `${method} ${path}`).toEqual([status, code]);
    return answer.body;
  };
  /** A draft course with `chapters` chapters of two topics each. */
  const draft = async (chapters = 1) => {
    let course = await ok<CourseDetail>('POST', '/admin/courses', { title: `Course ${++seq}`, language: 'en' });
    for (let i = 0; i < chapters; i++) {
      course = await ok<CourseDetail>('POST', `/admin/courses/${course.id}/chapters`, { title: `Chapter ${i + 1}` });
      const chapter = course.chapters[i];
      if (!chapter) throw new Error('no chapter made');
      for (const title of ['First topic', 'Second topic']) course = await ok<CourseDetail>('POST', `/admin/course-chapters/${chapter.id}/topics`, { title, body: `About ${title}` });
    }
    return course;
  };
  const attempt = (quizId: string, customerId: string, answers: number[], key = appKey) =>
    server.call<Answer<QuizAttemptResult>>('POST', `/platform/courses/quizzes/${quizId}/attempts`, { token: key, body: { customerId, answers }, headers: { 'idempotency-key': randomUUID() } });
  const rewardEntries = async (customerId: string) =>
    rowsOf<{ amount: string; purpose: string | null }>(server, sql`select trim_scale(l.amount)::text as amount, a.purpose from ledger_entries e
      join ledger_lines l on l.entry_id = e.id join ledger_accounts a on a.id = l.account_id
      where e.kind = 'QUIZ_REWARD' and e.id in (select reward_entry_id from course_quiz_attempts where customer_id = ${customerId}) order by l.amount`);

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.createAdmin({ email: 'root@example.com', password: TEST_PASSWORD, role: 'superAdmin' });
    await server.createAdmin({ email: 'edit@example.com', password: TEST_PASSWORD, role: 'admin', name: 'Erin Editor' });
    await server.createAdmin({ email: 'sup@example.com', password: TEST_PASSWORD, role: 'support' });
    await createAdminWithOwnPolicies(server, { email: 'nobody@example.com', policies: ['posts.read'] });
    const root = await signIn(server, 'root@example.com');
    writer = await signIn(server, 'edit@example.com');
    reader = await signIn(server, 'sup@example.com');
    nobody = await signIn(server, 'nobody@example.com');
    appKey = await serviceKey(server, root, 'Customer app', ['courses.learn']);
    otherKey = await serviceKey(server, root, 'Posts only', ['posts.write']);
  }, 240_000);
  afterAll(() => server?.close());

  it('builds a course: chapters and topics in order, a quiz with its right answers, every change audited', async () => {
    const since = await lastAuditId(server);
    const made = await ok<CourseDetail>('POST', '/admin/courses', { title: '  Crypto basics  ', description: 'Wallets and keys', language: 'ar' });
    expect(made).toMatchObject({ title: 'Crypto basics', language: 'ar', status: 'DRAFT', chapterCount: 0, chapters: [], createdBy: { name: 'Erin Editor' }, publishedAt: null });
    let course = await ok<CourseDetail>('POST', `/admin/courses/${made.id}/chapters`, { title: 'Wallets' });
    course = await ok<CourseDetail>('POST', `/admin/courses/${made.id}/chapters`, { title: 'Keys' });
    const [wallets, keys] = course.chapters;
    if (!wallets || !keys) throw new Error('chapters missing');
    course = await ok<CourseDetail>('POST', `/admin/course-chapters/${wallets.id}/topics`, { title: 'Hot and cold', body: 'A hot wallet is online.', videoUrl: 'https://video.example.com/1' });
    course = await ok<CourseDetail>('POST', `/admin/course-chapters/${wallets.id}/topics`, { title: 'Custody', body: 'Who holds the keys.' });
    course = await ok<CourseDetail>('PUT', `/admin/course-chapters/${wallets.id}/quiz`, quiz());
    expect(course.chapters.map((c) => [c.title, c.position, c.topics.map((t) => [t.title, t.position])])).toEqual([
      ['Wallets', 0, [['Hot and cold', 0], ['Custody', 1]]],
      ['Keys', 1, []],
    ]);
    expect(course.chapters[0]?.quiz).toMatchObject({ title: 'Check yourself', passPercent: 50, reward: { asset: 'USDT', amount: '2.5' }, attemptCount: 0, passedCount: 0, rewardedCount: 0 });
    expect(course.chapters[0]?.quiz?.questions[1]).toEqual({ text: 'Who holds a custodial wallet’s keys?', choices: ['You', 'The exchange', 'Nobody'], correctChoice: 1 });
    expect(course).toMatchObject({ chapterCount: 2, topicCount: 2, quizCount: 1 });

    // Order: chapters and topics take the order given, the whole list at once.
    course = await ok<CourseDetail>('PUT', `/admin/courses/${made.id}/chapters/order`, { ids: [keys.id, wallets.id] });
    const topicIds = course.chapters[1]?.topics.map((t) => t.id) ?? [];
    course = await ok<CourseDetail>('PUT', `/admin/course-chapters/${wallets.id}/topics/order`, { ids: [...topicIds].reverse() });
    expect(course.chapters.map((c) => c.title)).toEqual(['Keys', 'Wallets']);
    expect(course.chapters[1]?.topics.map((t) => [t.title, t.position])).toEqual([['Custody', 0], ['Hot and cold', 1]]);
    // A reorder that does not name exactly the rows there are is stale, and changes nothing.
    await refused('PUT', `/admin/courses/${made.id}/chapters/order`, { ids: [keys.id] }, 409, 'course.orderStale');
    await refused('PUT', `/admin/course-chapters/${wallets.id}/topics/order`, { ids: [topicIds[0], UNKNOWN_UUID] }, 409, 'course.orderStale');

    course = await ok<CourseDetail>('PUT', `/admin/course-topics/${topicIds[0]}`, { title: 'Hot or cold?', videoUrl: null });
    course = await ok<CourseDetail>('PUT', `/admin/course-chapters/${keys.id}`, { title: 'Private keys' });
    course = await ok<CourseDetail>('DELETE', `/admin/course-topics/${topicIds[1]}`);
    expect(course.chapters[1]?.topics.map((t) => [t.title, t.position, t.videoUrl])).toEqual([['Hot or cold?', 0, null]]);
    course = await ok<CourseDetail>('PUT', `/admin/courses/${made.id}`, { description: 'Start here' });
    expect(course).toMatchObject({ description: 'Start here', chapters: [{ title: 'Private keys' }, { title: 'Wallets' }] });

    const rows = await auditRowsAfter(server, since);
    expect(rows.map((r) => r.action)).toEqual([
      'courses.course.create', 'courses.chapter.create', 'courses.chapter.create', 'courses.topic.create', 'courses.topic.create', 'courses.quiz.save',
      'courses.chapter.reorder', 'courses.topic.reorder', 'courses.topic.update', 'courses.chapter.update', 'courses.topic.delete', 'courses.course.update',
    ]);
  });

  it('moves a topic to another chapter of its course, last there, closing the gap it leaves; never to another course', async () => {
    const course = await draft(2);
    const [one, two] = course.chapters;
    const moving = one?.topics[0];
    if (!one || !two || !moving) throw new Error('draft incomplete');
    const since = await lastAuditId(server);
    const moved = await ok<CourseDetail>('PUT', `/admin/course-topics/${moving.id}`, { chapterId: two.id, title: 'Moved topic' });
    expect(moved.chapters.map((c) => c.topics.map((t) => [t.title, t.position]))).toEqual([
      [['Second topic', 0]],
      [['First topic', 0], ['Second topic', 1], ['Moved topic', 2]],
    ]);
    const [row] = await auditRowsAfter(server, since);
    expect(row).toMatchObject({ action: 'courses.topic.update', before: { chapterId: one.id, title: 'First topic' }, after: { chapterId: two.id, title: 'Moved topic' } });
    // Naming its own chapter moves nothing.
    const stayed = await ok<CourseDetail>('PUT', `/admin/course-topics/${moving.id}`, { chapterId: two.id });
    expect(stayed.chapters[1]?.topics.map((t) => t.id)).toEqual(moved.chapters[1]?.topics.map((t) => t.id));
    // A chapter of another course is not one of this course's.
    const other = await draft(1);
    await refused('PUT', `/admin/course-topics/${moving.id}`, { chapterId: other.chapters[0]?.id }, 404, 'courseChapter.notFound');
    await refused('PUT', `/admin/course-topics/${moving.id}`, { chapterId: UNKNOWN_UUID }, 404, 'courseChapter.notFound');
    const [unchanged] = (await ok<CourseDetail>('GET', `/admin/courses/${course.id}`)).chapters.slice(1);
    expect(unchanged?.topics.map((t) => t.title)).toEqual(['First topic', 'Second topic', 'Moved topic']);
  });

  it('refuses bad input naming the field, and answers 404 for what does not exist', async () => {
    const course = await draft();
    const chapter = course.chapters[0]?.id ?? '';
    const bad: [string, string, unknown, string][] = [
      ['POST', '/admin/courses', { title: 'x', language: 'en' }, 'title'],
      ['POST', '/admin/courses', { title: 'Fine', language: 'de' }, 'language'],
      ['POST', '/admin/courses', { title: 'Fine', language: 'en', description: 'x'.repeat(2001) }, 'description'],
      ['PUT', `/admin/courses/${course.id}`, {}, ''],
      ['POST', `/admin/courses/${course.id}/chapters`, { title: '' }, 'title'],
      ['POST', `/admin/course-chapters/${chapter}/topics`, { title: 'Topic', body: ' ' }, 'body'],
      ['POST', `/admin/course-chapters/${chapter}/topics`, { title: 'Topic', body: 'Text', videoUrl: 'http://insecure.example.com' }, 'videoUrl'],
      ['PUT', `/admin/course-chapters/${chapter}/quiz`, quiz({ questions: [] }), 'questions'],
      ['PUT', `/admin/course-chapters/${chapter}/quiz`, quiz({ questions: [{ text: 'Q', choices: ['Only one'], correctChoice: 0 }] }), 'questions.0.choices'],
      ['PUT', `/admin/course-chapters/${chapter}/quiz`, quiz({ questions: [{ text: 'Q', choices: ['A', 'B'], correctChoice: 2 }] }), 'questions.0.correctChoice'],
      ['PUT', `/admin/course-chapters/${chapter}/quiz`, quiz({ questions: [{ text: 'Q', choices: ['Same', 'same'], correctChoice: 0 }] }), 'questions.0.choices'],
      ['PUT', `/admin/course-chapters/${chapter}/quiz`, quiz({ passPercent: 0 }), 'passPercent'],
      ['PUT', `/admin/course-chapters/${chapter}/quiz`, quiz({ reward: { asset: 'USDT', amount: '0' } }), 'reward.amount'],
      ['PUT', `/admin/course-chapters/${chapter}/quiz`, quiz({ reward: { asset: 'AED', amount: '1.001' } }), 'reward.amount'],
      ['PUT', `/admin/courses/${course.id}/chapters/order`, { ids: [chapter, chapter] }, 'ids'],
      ['POST', `/admin/courses/${course.id}/draft`, { reason: '' }, 'reason'],
      ['PUT', `/admin/course-topics/${course.chapters[0]?.topics[0]?.id}`, { chapterId: 'not-an-id' }, 'chapterId'],
    ];
    for (const [method, path, body, field] of bad) {
      const answer = await call<unknown>(method, path, writer, body);
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      if (field) expect(fieldsOf(answer.body), `${path} ${JSON.stringify(body)}`).toContain(field);
    }
    await refused('GET', `/admin/courses/${UNKNOWN_UUID}`, undefined, 404, 'course.notFound');
    await refused('PUT', `/admin/course-chapters/${UNKNOWN_UUID}`, { title: 'Gone' }, 404, 'courseChapter.notFound');
    await refused('PUT', `/admin/course-topics/${UNKNOWN_UUID}`, { title: 'Gone' }, 404, 'courseTopic.notFound');
    await refused('DELETE', `/admin/course-chapters/${chapter}/quiz`, undefined, 404, 'courseQuiz.notFound');
    await refused('POST', `/admin/courses/${UNKNOWN_UUID}/publish`, undefined, 404, 'course.notFound');
  });

  it('publishes only a course whose every chapter has topics; a published course is read-only until it goes back to draft with a reason', async () => {
    const empty = await ok<CourseDetail>('POST', '/admin/courses', { title: 'Empty', language: 'en' });
    await refused('POST', `/admin/courses/${empty.id}/publish`, undefined, 409, 'course.noChapters');
    const withEmptyChapter = await ok<CourseDetail>('POST', `/admin/courses/${empty.id}/chapters`, { title: 'Nothing yet' });
    await refused('POST', `/admin/courses/${withEmptyChapter.id}/publish`, undefined, 409, 'course.emptyChapter');

    const course = await draft(2);
    const [first] = course.chapters;
    if (!first) throw new Error('no chapter');
    const published = await ok<CourseDetail>('POST', `/admin/courses/${course.id}/publish`);
    expect(published).toMatchObject({ status: 'PUBLISHED', publishedBy: { name: 'Erin Editor' } });
    expect(published.publishedAt).not.toBeNull();
    await refused('POST', `/admin/courses/${course.id}/publish`, undefined, 409, 'course.wrongStatus');
    for (const [method, path, body] of [
      ['PUT', `/admin/courses/${course.id}`, { title: 'Changed' }],
      ['POST', `/admin/courses/${course.id}/chapters`, { title: 'More' }],
      ['PUT', `/admin/course-chapters/${first.id}`, { title: 'Renamed' }],
      ['DELETE', `/admin/course-topics/${first.topics[0]?.id}`, undefined],
      ['PUT', `/admin/course-chapters/${first.id}/quiz`, quiz()],
      ['DELETE', `/admin/courses/${course.id}`, undefined],
    ] as const) {
      await refused(method, path, body, 409, 'course.published');
    }
    const since = await lastAuditId(server);
    const back = await ok<CourseDetail>('POST', `/admin/courses/${course.id}/draft`, { reason: 'Fix a typo' });
    expect(back).toMatchObject({ status: 'DRAFT', draftReason: 'Fix a typo' });
    await refused('POST', `/admin/courses/${course.id}/draft`, { reason: 'Again' }, 409, 'course.wrongStatus');
    const rows = await auditRowsAfter(server, since);
    expect(rows.map((r) => [r.action, r.after])).toEqual([['courses.course.draft', { status: 'DRAFT', reason: 'Fix a typo' }]]);
    await ok('DELETE', `/admin/courses/${course.id}`);
    await refused('GET', `/admin/courses/${course.id}`, undefined, 404, 'course.notFound');
  });

  it('lists courses with filters and page size 20, to readers; writes need courses.manage', async () => {
    const arabic = await ok<CourseDetail>('POST', '/admin/courses', { title: 'Unique Arabic course', language: 'ar' });
    const list = await ok<ListResponse<Course>>('GET', '/admin/courses?search=unique%20arabic', undefined, reader);
    expect(list.items.map((c) => c.id)).toEqual([arabic.id]);
    expect(list.limit).toBe(20);
    const drafts = await ok<ListResponse<Course>>('GET', '/admin/courses?status=DRAFT&language=ar', undefined, reader);
    expect(drafts.items.every((c) => c.status === 'DRAFT' && c.language === 'ar')).toBe(true);
    expect(drafts.items.map((c) => c.id)).toContain(arabic.id);
    await refused('POST', '/admin/courses', { title: 'Reader course', language: 'en' }, 403, 'access.policyRequired', reader);
    await refused('GET', '/admin/courses', undefined, 403, 'access.policyRequired', nobody);
    const badStatus = await call<unknown>('GET', '/admin/courses?status=LIVE', reader);
    expect([badStatus.status, fieldsOf(badStatus.body)]).toEqual([400, ['status']]);
  });

  it('a customer attempts a published quiz through /platform: marked there, rewarded once from the rewards budget, the quiz then kept', async () => {
    const course = await draft(1);
    const chapter = course.chapters[0];
    if (!chapter) throw new Error('no chapter');
    const withQuiz = await ok<CourseDetail>('PUT', `/admin/course-chapters/${chapter.id}/quiz`, quiz());
    const quizId = withQuiz.chapters[0]?.quiz?.id ?? '';
    const customer = await newCustomer(server, `learner-${randomUUID().slice(0, 6)}@example.com`);

    // Not published yet: the app cannot attempt it, nor does it list the course.
    const early = await attempt(quizId, customer, [0, 1]);
    expect([early.status, early.body.error?.code]).toEqual([409, 'course.wrongStatus']);
    await ok('POST', `/admin/courses/${course.id}/publish`);
    const listed = await server.call<{ items: PlatformCourse[] }>('GET', '/platform/courses?language=en', { token: appKey });
    const shown = listed.body.items.find((c) => c.id === course.id);
    expect(shown?.chapters[0]?.quiz?.questions[0]).toEqual({ text: 'What secures a wallet?', choices: ['A seed phrase', 'A username'] });
    expect(JSON.stringify(listed.body)).not.toContain('correctChoice');

    const failed = await attempt(quizId, customer, [1, 0]);
    expect(failed.status, JSON.stringify(failed.body)).toBe(201);
    expect(failed.body).toMatchObject({ correct: 0, total: 2, score: 0, passed: false, reward: null });
    const passed = await attempt(quizId, customer, [0, 0]);
    expect(passed.body).toMatchObject({ correct: 1, score: 50, passed: true, reward: { asset: 'USDT', amount: '2.5' } });
    const again = await attempt(quizId, customer, [0, 1]);
    expect(again.body).toMatchObject({ correct: 2, score: 100, passed: true, reward: null });
    expect(await rewardEntries(customer)).toEqual([{ amount: '-2.5', purpose: 'REWARDS_BUDGET' }, { amount: '2.5', purpose: null }]);

    const detail = await ok<CourseDetail>('GET', `/admin/courses/${course.id}`, undefined, reader);
    expect(detail.chapters[0]?.quiz).toMatchObject({ attemptCount: 3, passedCount: 1, rewardedCount: 1 });
    const audit = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from audit_log where action = 'courses.quiz.attempt' and customer_id = ${customer}`);
    expect(audit[0]?.n).toBe(3);

    // Bad attempts name their field; other scopes are refused.
    for (const [answers, field] of [[[0], 'answers'], [[0, 3], 'answers'], [[], 'answers']] as const) {
      const bad = await attempt(quizId, customer, [...answers]);
      expect([bad.status, fieldsOf(bad.body)], JSON.stringify(answers)).toEqual([400, [field]]);
    }
    const stranger = await attempt(quizId, UNKNOWN_UUID, [0, 1]);
    expect([stranger.status, fieldsOf(stranger.body)]).toEqual([400, ['customerId']]);
    expect((await attempt(UNKNOWN_UUID, customer, [0, 1])).status).toBe(404);
    expect((await attempt(quizId, customer, [0, 1], otherKey)).status).toBe(403);

    // Attempted: back in draft its questions stay, and neither it, its chapter nor its course can be deleted.
    await ok('POST', `/admin/courses/${course.id}/draft`, { reason: 'Add a chapter' });
    await refused('PUT', `/admin/course-chapters/${chapter.id}/quiz`, quiz({ questions: [{ text: 'New?', choices: ['Yes', 'No'], correctChoice: 0 }] }), 409, 'courseQuiz.hasAttempts');
    await refused('DELETE', `/admin/course-chapters/${chapter.id}/quiz`, undefined, 409, 'courseQuiz.hasAttempts');
    await refused('DELETE', `/admin/course-chapters/${chapter.id}`, undefined, 409, 'courseQuiz.hasAttempts');
    await refused('DELETE', `/admin/courses/${course.id}`, undefined, 409, 'courseQuiz.hasAttempts');
    const renamed = await ok<CourseDetail>('PUT', `/admin/course-chapters/${chapter.id}/quiz`, quiz({ title: 'Renamed quiz', reward: null }));
    expect(renamed.chapters[0]?.quiz).toMatchObject({ title: 'Renamed quiz', reward: null, attemptCount: 3 });
  });

  it('racing passes of one customer pay the reward once', async () => {
    const course = await draft(1);
    const chapter = course.chapters[0];
    if (!chapter) throw new Error('no chapter');
    const quizId = (await ok<CourseDetail>('PUT', `/admin/course-chapters/${chapter.id}/quiz`, quiz())).chapters[0]?.quiz?.id ?? '';
    await ok('POST', `/admin/courses/${course.id}/publish`);
    const customer = await newCustomer(server, `racer-${randomUUID().slice(0, 6)}@example.com`);
    const answers = await Promise.all(Array.from({ length: 10 }, () => attempt(quizId, customer, [0, 1])));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 201));
    expect(answers.filter((a) => a.body.reward !== null)).toHaveLength(1);
    expect(await rewardEntries(customer)).toHaveLength(2);
  });
});
