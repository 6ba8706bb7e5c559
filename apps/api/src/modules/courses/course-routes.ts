import { z } from 'zod';
import {
  chapterTitleSchema,
  courseDetailSchema,
  courseListSchema,
  courseReasonSchema,
  createCourseSchema,
  createTopicSchema,
  listCoursesQuerySchema,
  reorderChaptersSchema,
  reorderTopicsSchema,
  saveQuizSchema,
  updateCourseSchema,
  updateTopicSchema,
} from '@exchange/contract/courses/courses';
import type { Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import {
  addChapter,
  addTopic,
  createCourse,
  deleteChapter,
  deleteCourse,
  deleteQuiz,
  deleteTopic,
  moveCourseToDraft,
  publishCourse,
  renameChapter,
  reorderChapters,
  reorderTopics,
  saveQuiz,
  updateCourse,
  updateTopic,
} from './course-commands.ts';
import { getCourse, listCourses } from './course-queries.ts';

const tags = ['courses'];
const params = z.object({ id: z.string().uuid() });
const read = { access: 'courses.read' } as const;
const manage = { access: 'courses.manage' } as const;
/** Every change answers the whole course as it now is: the editor shows it without asking again. */
const course = { 200: courseDetailSchema };

/** Courses: chapters and topics in their order, a quiz (with a reward) closing a chapter, drafted then published. */
export function registerCourseRoutes(app: ApiApp, db: Db) {
  app.get('/admin/courses', { config: read, schema: { tags, querystring: listCoursesQuerySchema, response: { 200: courseListSchema } } },
    (request) => listCourses(db, request.query));
  app.post('/admin/courses', { config: manage, schema: { tags, body: createCourseSchema, response: course } },
    (request) => createCourse(db, request.body, actorOf(request)));
  app.get('/admin/courses/:id', { config: read, schema: { tags, params, response: course } },
    (request) => getCourse(db, request.params.id));
  app.put('/admin/courses/:id', { config: manage, schema: { tags, params, body: updateCourseSchema, response: course } },
    (request) => updateCourse(db, request.params.id, request.body, actorOf(request)));
  app.delete('/admin/courses/:id', { config: manage, schema: { tags, params, response: { 200: params } } },
    (request) => deleteCourse(db, request.params.id, actorOf(request)));
  app.post('/admin/courses/:id/publish', { config: manage, schema: { tags, params, response: course } },
    (request) => publishCourse(db, request.params.id, actorOf(request)));
  app.post('/admin/courses/:id/draft', { config: manage, schema: { tags, params, body: courseReasonSchema, response: course } },
    (request) => moveCourseToDraft(db, request.params.id, request.body.reason, actorOf(request)));

  app.post('/admin/courses/:id/chapters', { config: manage, schema: { tags, params, body: chapterTitleSchema, response: course } },
    (request) => addChapter(db, request.params.id, request.body.title, actorOf(request)));
  app.put('/admin/courses/:id/chapters/order', { config: manage, schema: { tags, params, body: reorderChaptersSchema, response: course } },
    (request) => reorderChapters(db, request.params.id, request.body.ids, actorOf(request)));
  app.put('/admin/course-chapters/:id', { config: manage, schema: { tags, params, body: chapterTitleSchema, response: course } },
    (request) => renameChapter(db, request.params.id, request.body.title, actorOf(request)));
  app.delete('/admin/course-chapters/:id', { config: manage, schema: { tags, params, response: course } },
    (request) => deleteChapter(db, request.params.id, actorOf(request)));

  app.post('/admin/course-chapters/:id/topics', { config: manage, schema: { tags, params, body: createTopicSchema, response: course } },
    (request) => addTopic(db, request.params.id, request.body, actorOf(request)));
  app.put('/admin/course-chapters/:id/topics/order', { config: manage, schema: { tags, params, body: reorderTopicsSchema, response: course } },
    (request) => reorderTopics(db, request.params.id, request.body.ids, actorOf(request)));
  app.put('/admin/course-topics/:id', { config: manage, schema: { tags, params, body: updateTopicSchema, response: course } },
    (request) => updateTopic(db, request.params.id, request.body, actorOf(request)));
  app.delete('/admin/course-topics/:id', { config: manage, schema: { tags, params, response: course } },
    (request) => deleteTopic(db, request.params.id, actorOf(request)));

  app.put('/admin/course-chapters/:id/quiz', { config: manage, schema: { tags, params, body: saveQuizSchema, response: course } },
    (request) => saveQuiz(db, request.params.id, request.body, actorOf(request)));
  app.delete('/admin/course-chapters/:id/quiz', { config: manage, schema: { tags, params, response: course } },
    (request) => deleteQuiz(db, request.params.id, actorOf(request)));
}
