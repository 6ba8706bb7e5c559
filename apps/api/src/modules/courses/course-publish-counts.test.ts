import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetail, QuizAttemptResult } from '@exchange/contract/courses/courses';
import type { ApiError } from '@exchange/contract/platform/errors';
import { TEST_PASSWORD, signIn } from '../../testing/access-test-helpers.ts';
import { newCustomer, platformPost, serviceKey } from '../../testing/earn-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';

type Answer<T> = T & ApiError;

// The two reads that counted a chapter's topics and a quiz's attempts with correlated subqueries,
// which compared each row with itself: no course could be published, and every count read 0.
describe.each(testDatabaseKinds())('course publishing and quiz counts on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let appKey: string;
  const call = async <T>(method: string, path: string, body?: unknown) => server.call<Answer<T>>(method, path, { token: admin, body });
  const change = async (method: string, path: string, body?: unknown) => {
    const answer = await call<CourseDetail>(method, path, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.createAdmin({ email: 'writer@example.com', password: TEST_PASSWORD, role: 'admin' });
    admin = await signIn(server, 'writer@example.com');
    await server.createAdmin({ email: 'root@example.com', password: TEST_PASSWORD, role: 'superAdmin' });
    appKey = await serviceKey(server, await signIn(server, 'root@example.com'), 'Customer app', ['courses.learn']);
  }, 240_000);
  afterAll(() => server?.close());

  it('publishes a course once every chapter has a topic, and counts the attempts, passes and rewards of its quizzes', async () => {
    let course = await change('POST', '/admin/courses', { title: 'Wallets', language: 'en' });
    expect((await call('POST', `/admin/courses/${course.id}/publish`)).body.error?.code).toBe('course.noChapters');

    course = await change('POST', `/admin/courses/${course.id}/chapters`, { title: 'Keys' });
    course = await change('POST', `/admin/courses/${course.id}/chapters`, { title: 'Backups' });
    const [keys, backups] = course.chapters.map((c) => c.id);
    course = await change('POST', `/admin/course-chapters/${keys}/topics`, { title: 'Private keys', body: 'Never share them.' });
    expect((await call('POST', `/admin/courses/${course.id}/publish`)).body.error?.code).toBe('course.emptyChapter');

    course = await change('POST', `/admin/course-chapters/${backups}/topics`, { title: 'Seed phrases', body: 'Write them down.' });
    course = await change('PUT', `/admin/course-chapters/${keys}/quiz`, { title: 'Keys check', questions: [{ text: 'Share your key?', choices: ['Yes', 'No'], correctChoice: 1 }] });
    course = await change('POST', `/admin/courses/${course.id}/publish`);
    expect(course.status).toBe('PUBLISHED');

    const quizId = course.chapters[0]?.quiz?.id ?? '';
    const alice = await newCustomer(server, 'alice-learner@example.com');
    const bob = await newCustomer(server, 'bob-learner@example.com');
    for (const [customerId, answer] of [[alice, 0], [alice, 1], [bob, 1]] as const) {
      const attempt = await platformPost<Answer<QuizAttemptResult>>(server, appKey, `/platform/courses/quizzes/${quizId}/attempts`, { customerId, answers: [answer] });
      expect(attempt.status, JSON.stringify(attempt.body)).toBe(201);
    }
    const read = await call<CourseDetail>('GET', `/admin/courses/${course.id}`);
    expect(read.body.chapters[0]?.quiz).toMatchObject({ attemptCount: 3, passedCount: 2, rewardedCount: 0 });
    // The other chapter has no quiz; its topics still count.
    expect(read.body).toMatchObject({ chapterCount: 2, topicCount: 2, quizCount: 1 });
  });
});
