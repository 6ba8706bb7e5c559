import { z } from 'zod';
import {
  announcementListSchema,
  announcementSchema,
  createAnnouncementSchema,
  listAnnouncementsQuerySchema,
  updateAnnouncementSchema,
} from '@exchange/contract/announcements/announcements';
import type { Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { createAnnouncement, moveAnnouncement, updateAnnouncement, type AnnouncementTransition } from './announcement-commands.ts';
import { getAnnouncement, listAnnouncements } from './announcement-queries.ts';

const tags = ['announcements'];
const params = z.object({ id: z.uuid() });
const read = { access: 'announcements.read' } as const;
const manage = { access: 'announcements.manage' } as const;
const announcement = { 200: announcementSchema };

/** Announcements and Mobile Announcement: texts per language, audience, schedule; draft, published, archived. */
export function registerAnnouncementRoutes(app: ApiApp, db: Db) {
  app.get('/admin/announcements', { config: read, schema: { tags, querystring: listAnnouncementsQuerySchema, response: { 200: announcementListSchema } } },
    (request) => listAnnouncements(db, request.query));
  app.get('/admin/announcements/:id', { config: read, schema: { tags, params, response: announcement } },
    (request) => getAnnouncement(db, request.params.id));
  app.post('/admin/announcements', { config: manage, schema: { tags, body: createAnnouncementSchema, response: announcement } },
    (request) => createAnnouncement(db, request.body, actorOf(request)));
  app.put('/admin/announcements/:id', { config: manage, schema: { tags, params, body: updateAnnouncementSchema, response: announcement } },
    (request) => updateAnnouncement(db, request.params.id, request.body, actorOf(request)));
  for (const transition of ['publish', 'unpublish', 'archive'] as const satisfies AnnouncementTransition[]) {
    app.post(`/admin/announcements/:id/${transition}`, { config: manage, schema: { tags, params, response: announcement } },
      (request) => moveAnnouncement(db, request.params.id, transition, actorOf(request)));
  }
}
