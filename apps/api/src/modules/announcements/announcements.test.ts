import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcement, CreateAnnouncement } from '@exchange/contract/announcements/announcements';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { RELAXED_LIMITS, TEST_PASSWORD, UNKNOWN_UUID, auditRowsAfter, createAdminWithOwnPolicies, lastAuditId, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';

type Answer<T> = T & ApiError;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe.each(testDatabaseKinds())('announcements on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let reader: string;
  let nobody: string;
  const call = <T>(method: string, path: string, token: string, body?: unknown) => server.call<Answer<T>>(method, path, { token, body });
  const draft = (extra: Partial<CreateAnnouncement> = {}): CreateAnnouncement => ({
    channel: 'WEB',
    texts: { en: { title: 'New version', body: 'A new version is released on December 25th.' } },
    audience: { kind: 'ALL' },
    startsAt: inDays(-1),
    endsAt: inDays(30),
    ...extra,
  });
  const create = async (extra: Partial<CreateAnnouncement> = {}) => {
    const answer = await call<Announcement>('POST', '/admin/announcements', admin, draft(extra));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, RELAXED_LIMITS);
    await server.createAdmin({ email: 'news-admin@example.com', password: TEST_PASSWORD, role: 'admin', name: 'Nora News' });
    admin = await signIn(server, 'news-admin@example.com');
    await server.createAdmin({ email: 'news-support@example.com', password: TEST_PASSWORD, role: 'support' });
    reader = await signIn(server, 'news-support@example.com');
    await createAdminWithOwnPolicies(server, { email: 'news-nobody@example.com', policies: ['bundles.read'] });
    nobody = await signIn(server, 'news-nobody@example.com');
  });
  afterAll(() => server?.close());

  it('creates a DRAFT in two languages with its audience and schedule, audited; readers see it', async () => {
    const since = await lastAuditId(server);
    const made = await create({
      texts: { en: { title: 'Maintenance', body: 'Trading pauses at 02:00.' }, ar: { title: 'صيانة', body: 'يتوقف التداول الساعة 02:00.' } },
      audience: { kind: 'COUNTRIES', countries: ['AE', 'SA', 'AE'] },
    });
    expect(made).toMatchObject({ channel: 'WEB', status: 'DRAFT', schedule: null, audience: { kind: 'COUNTRIES', countries: ['AE', 'SA'] }, createdBy: { name: 'Nora News' }, publishedBy: null });
    expect(made.texts.ar?.title).toBe('صيانة');
    const rows = await auditRowsAfter(server, since);
    expect(rows.map((r) => [r.action, r.targetId])).toEqual([['announcement.create', made.id]]);
    expect((await call<Announcement>('GET', `/admin/announcements/${made.id}`, reader)).body.texts.en?.title).toBe('Maintenance');
  });

  it('refuses bad input naming the field: no language, an empty title, an unknown language, end before start, http audience levels', async () => {
    const cases: [Partial<CreateAnnouncement>, string][] = [
      [{ texts: {} }, 'texts'],
      [{ texts: { en: { title: ' ', body: 'Body' } } }, 'texts.en.title'],
      [{ texts: { de: { title: 'Hallo', body: 'Welt' } } as CreateAnnouncement['texts'] }, 'texts'],
      [{ startsAt: inDays(2), endsAt: inDays(1) }, 'endsAt'],
      [{ startsAt: 'tomorrow' }, 'startsAt'],
      [{ audience: { kind: 'COUNTRIES', countries: [] } }, 'audience.countries'],
      [{ audience: { kind: 'KYC_LEVELS', levels: [7 as 1] } }, 'audience.levels.0'],
      [{ channel: 'SMS' as 'WEB' }, 'channel'],
    ];
    for (const [extra, field] of cases) {
      const answer = await call<Announcement>('POST', '/admin/announcements', admin, draft(extra));
      expect(answer.status, JSON.stringify(extra)).toBe(400);
      expect(answer.body.error.details?.map((d) => d.field), JSON.stringify(extra)).toContain(field);
    }
  });

  it('publishes once (a second publish is 409), unpublishes to edit, archives; only a draft is edited', async () => {
    const made = await create();
    const published = await call<Announcement>('POST', `/admin/announcements/${made.id}/publish`, admin);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'PUBLISHED', schedule: 'LIVE', publishedBy: { name: 'Nora News' } });
    const twice = await call<Announcement>('POST', `/admin/announcements/${made.id}/publish`, admin);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatchObject({ code: 'announcement.wrongStatus', params: { status: 'PUBLISHED', target: 'PUBLISHED' } });
    const edit = await call<Announcement>('PUT', `/admin/announcements/${made.id}`, admin, { ...draft(), channel: undefined });
    expect(edit.status).toBe(409);
    expect(edit.body.error.code).toBe('announcement.wrongStatus');
    expect((await call<Announcement>('POST', `/admin/announcements/${made.id}/unpublish`, admin)).body.status).toBe('DRAFT');
    const edited = await call<Announcement>('PUT', `/admin/announcements/${made.id}`, admin, {
      texts: { en: { title: 'Edited', body: 'New body' }, fr: { title: 'Modifié', body: 'Nouveau texte' } },
      audience: { kind: 'KYC_LEVELS', levels: [2, 1] },
      startsAt: inDays(3),
      endsAt: null,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ audience: { kind: 'KYC_LEVELS', levels: [1, 2] }, endsAt: null });
    expect(Object.keys(edited.body.texts).sort()).toEqual(['en', 'fr']);
    expect((await call<Announcement>('POST', `/admin/announcements/${made.id}/publish`, admin)).body.schedule).toBe('SCHEDULED');
    expect((await call<Announcement>('POST', `/admin/announcements/${made.id}/archive`, admin)).body.status).toBe('ARCHIVED');
    const revive = await call<Announcement>('POST', `/admin/announcements/${made.id}/publish`, admin);
    expect(revive.status).toBe(409);
    expect(revive.body.error.params).toMatchObject({ status: 'ARCHIVED' });
  });

  it('two admins publishing at once: one wins, the other gets 409', async () => {
    const made = await create();
    const answers = await Promise.all([1, 2, 3].map(() => call<Announcement>('POST', `/admin/announcements/${made.id}/publish`, admin)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
  });

  it('refuses to publish one whose end has passed', async () => {
    const made = await create({ startsAt: inDays(-10), endsAt: inDays(-1) });
    const answer = await call<Announcement>('POST', `/admin/announcements/${made.id}/publish`, admin);
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('announcement.endPassed');
  });

  it('lists one channel 20 to a page by default, newest first, filtered by status and title in any language', async () => {
    const mobile = await create({ channel: 'MOBILE', texts: { zh: { title: '新版本上线', body: '12月25日' } } });
    const web = await call<ListResponse<Announcement>>('GET', '/admin/announcements', reader);
    expect(web.body.limit).toBe(20);
    expect(web.body.items.every((a) => a.channel === 'WEB')).toBe(true);
    const phone = await call<ListResponse<Announcement>>('GET', '/admin/announcements?channel=MOBILE&search=新版本', reader);
    expect(phone.body.items.map((a) => a.id)).toEqual([mobile.id]);
    const drafts = await call<ListResponse<Announcement>>('GET', '/admin/announcements?status=ARCHIVED', reader);
    expect(drafts.body.items.every((a) => a.status === 'ARCHIVED')).toBe(true);
    const sorted = await call<ListResponse<Announcement>>('GET', '/admin/announcements?sort=startsAt&order=asc&limit=100', reader);
    const starts = sorted.body.items.map((a) => a.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect((await call('GET', '/admin/announcements?sort=title', reader)).status).toBe(400);
  });

  it('answers 404 for an unknown one and 403 without the policy; support reads but cannot write', async () => {
    expect((await call<Announcement>('GET', `/admin/announcements/${UNKNOWN_UUID}`, admin)).body.error.code).toBe('announcement.notFound');
    expect((await call<Announcement>('POST', `/admin/announcements/${UNKNOWN_UUID}/publish`, admin)).status).toBe(404);
    expect((await call<Announcement>('PUT', `/admin/announcements/${UNKNOWN_UUID}`, admin, { ...draft(), channel: undefined })).status).toBe(404);
    expect((await call('GET', '/admin/announcements', nobody)).status).toBe(403);
    expect((await call('POST', '/admin/announcements', reader, draft())).status).toBe(403);
  });
});
