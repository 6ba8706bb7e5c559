import type { CourseDetail } from '@exchange/contract/courses/courses';
import type { AuditSampleContext, Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating course route, for the audit-coverage suite; each makes its own draft course. */
export function coursesAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  const send = async (method: string, path: string, body?: unknown) => {
    const answer = await c.server.call<CourseDetail>(method, path, { token: c.superToken, body });
    if (answer.status !== 200) throw new Error(`prepare ${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  /** A draft course with two chapters, the first with two topics and a quiz, the second with one topic. */
  const made = async () => {
    const course = await send('POST', '/admin/courses', { title: `Audit course ${c.seq()}`, language: 'en' });
    await send('POST', `/admin/courses/${course.id}/chapters`, { title: 'One' });
    const [one, two] = (await send('POST', `/admin/courses/${course.id}/chapters`, { title: 'Two' })).chapters;
    if (!one || !two) throw new Error('prepare chapters');
    await send('POST', `/admin/course-chapters/${one.id}/topics`, { title: 'First', body: 'Text' });
    await send('POST', `/admin/course-chapters/${one.id}/topics`, { title: 'Second', body: 'Text' });
    await send('POST', `/admin/course-chapters/${two.id}/topics`, { title: 'Third', body: 'Text' });
    const full = await send('PUT', `/admin/course-chapters/${one.id}/quiz`, quiz);
    const topics = full.chapters[0]?.topics.map((t) => t.id) ?? [];
    return { courseId: course.id, one: one.id, two: two.id, topics };
  };
  const quiz = { title: 'Quiz', questions: [{ text: 'Yes?', choices: ['Yes', 'No'], correctChoice: 0 }] };
  const sample = (action: string, state: Sample['state'], call: (course: Awaited<ReturnType<typeof made>>) => { path: string; body?: unknown; targetId: string }): Sample => ({
    actions: [`courses.${action}`],
    state,
    prepare: async () => call(await made()),
  });
  return {
    'POST /admin/courses': { actions: ['courses.course.create'], state: 'create', prepare: () => Promise.resolve({ path: '/admin/courses', body: { title: `Audit course ${c.seq()}`, language: 'fr' } }) },
    'PUT /admin/courses/:id': sample('course.update', 'update', (x) => ({ path: `/admin/courses/${x.courseId}`, body: { title: 'Renamed' }, targetId: x.courseId })),
    'DELETE /admin/courses/:id': { actions: ['courses.course.delete'], state: 'none', prepare: async () => { const x = await made(); return { path: `/admin/courses/${x.courseId}`, targetId: x.courseId }; } },
    'POST /admin/courses/:id/publish': sample('course.publish', 'update', (x) => ({ path: `/admin/courses/${x.courseId}/publish`, targetId: x.courseId })),
    'POST /admin/courses/:id/draft': {
      actions: ['courses.course.draft'],
      state: 'update',
      prepare: async () => {
        const x = await made();
        await send('POST', `/admin/courses/${x.courseId}/publish`);
        return { path: `/admin/courses/${x.courseId}/draft`, body: { reason: 'Audit sample' }, targetId: x.courseId };
      },
    },
    'POST /admin/courses/:id/chapters': { actions: ['courses.chapter.create'], state: 'create', prepare: async () => { const x = await made(); return { path: `/admin/courses/${x.courseId}/chapters`, body: { title: 'Three' } }; } },
    'PUT /admin/courses/:id/chapters/order': sample('chapter.reorder', 'update', (x) => ({ path: `/admin/courses/${x.courseId}/chapters/order`, body: { ids: [x.two, x.one] }, targetId: x.courseId })),
    'PUT /admin/course-chapters/:id': sample('chapter.update', 'update', (x) => ({ path: `/admin/course-chapters/${x.one}`, body: { title: 'Renamed' }, targetId: x.one })),
    'DELETE /admin/course-chapters/:id': { actions: ['courses.chapter.delete'], state: 'none', prepare: async () => { const x = await made(); return { path: `/admin/course-chapters/${x.two}`, targetId: x.two }; } },
    'POST /admin/course-chapters/:id/topics': { actions: ['courses.topic.create'], state: 'create', prepare: async () => { const x = await made(); return { path: `/admin/course-chapters/${x.two}/topics`, body: { title: 'Fourth', body: 'Text' } }; } },
    'PUT /admin/course-chapters/:id/topics/order': sample('topic.reorder', 'update', (x) => ({ path: `/admin/course-chapters/${x.one}/topics/order`, body: { ids: [...x.topics].reverse() }, targetId: x.one })),
    'PUT /admin/course-topics/:id': sample('topic.update', 'update', (x) => ({ path: `/admin/course-topics/${x.topics[0]}`, body: { title: 'Renamed' }, targetId: x.topics[0] ?? '' })),
    'DELETE /admin/course-topics/:id': { actions: ['courses.topic.delete'], state: 'none', prepare: async () => { const x = await made(); return { path: `/admin/course-topics/${x.topics[1]}`, targetId: x.topics[1] }; } },
    'PUT /admin/course-chapters/:id/quiz': sample('quiz.save', 'update', (x) => ({ path: `/admin/course-chapters/${x.one}/quiz`, body: { ...quiz, title: 'Renamed quiz' }, targetId: x.one })),
    'DELETE /admin/course-chapters/:id/quiz': { actions: ['courses.quiz.delete'], state: 'none', prepare: async () => { const x = await made(); return { path: `/admin/course-chapters/${x.one}/quiz`, targetId: x.one }; } },
  };
}
