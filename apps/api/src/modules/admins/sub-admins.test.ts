import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessGroup, AdminAccess } from '@exchange/contract/access/policies';
import type { SubAdmin } from '@exchange/contract/admins/sub-admins';
import type { LoginResponse, MeResponse } from '@exchange/contract/auth/session';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import {
  RELAXED_LIMITS,
  TEST_PASSWORD,
  UNKNOWN_UUID,
  fieldsOf,
  latestLinkTo,
  mailsTo,
  makeOutboxDir,
  rowsOf,
  signIn,
} from '../../testing/access-test-helpers.ts';
import { fetchCsvExport } from '../../testing/csv-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { adminSessions, admins } from '../auth/auth-tables.ts';
import { adminInvitations } from './admin-invitation-tables.ts';

type Answer<T> = T & ApiError;
const NEW_PASSWORD = 'Fresh-Start-2024';

describe.each(testDatabaseKinds())('sub-admins on %s', (kind) => {
  const outbox = makeOutboxDir();
  let server: TestServer;
  let rootId: string;
  let root: string;
  const groups = new Map<string, string>();
  let n = 0;
  const uniq = (prefix: string) => `${prefix}${++n}@example.com`;

  const call = <T = unknown>(method: string, path: string, token: string | undefined, body?: unknown) =>
    server.call<Answer<T>>(method, path, { token, body });
  const g = (name: string) => groups.get(name) ?? '';
  const invite = (body: Record<string, unknown>, token = root) => call<SubAdmin>('POST', '/admin/subAdmins', token, body);
  const setPassword = (token: string, password = NEW_PASSWORD) => server.call<Answer<{ ok: true }>>('POST', '/auth/setPassword', { body: { token, password } });
  const login = (email: string, password: string) => server.call<Answer<LoginResponse>>('POST', '/admin/login', { body: { email, password } });
  const setActive = (id: string, isActive: boolean, token = root) => call<SubAdmin>('PUT', `/admin/subAdmins/${id}/activateDeactivate`, token, { isActive });

  /** Invites through the API and returns the new sub-admin with its link. */
  async function invited(groupNames: string[] = ['support'], name = 'Sam Sub') {
    const email = uniq('sub');
    const answer = await invite({ name, email, groupIds: groupNames.map(g) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return { ...answer.body, email, ...latestLinkTo(outbox.dir, email) };
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { ...RELAXED_LIMITS, MAIL_OUTBOX_DIR: outbox.dir, PUBLIC_URL: 'https://console.example.test/' });
    rootId = await server.createAdmin({ email: 'root@example.com', password: TEST_PASSWORD, role: 'superAdmin', name: 'Rita Root' });
    root = await signIn(server, 'root@example.com');
    const list = await call<{ items: AccessGroup[] }>('GET', '/admin/roles/groups', root);
    for (const group of list.body.items) groups.set(group.name, group.id);
  });
  afterAll(async () => {
    await server.close();
    outbox.remove();
  });

  it('invites by email with a one-time set-password link; the sub-admin signs in after setting its password', async () => {
    const email = uniq('Invitee').toUpperCase();
    const answer = await invite({ name: '  Ines Invitee ', email: `  ${email} `, groupIds: [g('finance')] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const lower = email.toLowerCase();
    expect(answer.body).toMatchObject({
      name: 'Ines Invitee', email: lower, role: 'finance', groups: [{ id: g('finance'), name: 'finance' }],
      isActive: true, isGAuthEnabled: false, invitationPending: true, lastSeenAt: null,
    });

    const mails = mailsTo(outbox.dir, lower);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toContain('set your password');
    const { link, token } = latestLinkTo(outbox.dir, lower);
    expect(link).toBe(`https://console.example.test/set-password?token=${token}`);
    expect(token.length).toBeGreaterThanOrEqual(40);
    // Only a hash of the token is stored.
    const stored = await server.database.db.select().from(adminInvitations).where(eq(adminInvitations.adminId, answer.body.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);
    expect(stored[0]?.createdBy).toBe(rootId);
    const hours = ((stored[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71);
    expect(hours).toBeLessThanOrEqual(72);

    // No password travels: nothing in the mail signs in, and nothing does before the link is used.
    const words = (mail?.raw ?? '').split(/[\s,:;()<>"]+/).filter((w) => w.length >= 10);
    expect(words.length).toBeGreaterThan(0);
    for (const word of new Set([...words, TEST_PASSWORD, NEW_PASSWORD])) {
      expect((await login(lower, word)).status, word).toBe(401);
    }
    expect(mail?.raw).not.toMatch(/password\s*[:=]/i);

    const set = await setPassword(token);
    expect(set.status).toBe(200);
    expect(set.body.ok).toBe(true);
    const signedIn = await login(lower, NEW_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ result: true, data: { role: 'finance', name: 'Ines Invitee' } });
    const sub = signedIn.body.result ? signedIn.body.data.accessToken : '';
    expect((await call<MeResponse>('GET', '/admin/me', sub)).body).toMatchObject({ email: lower, role: 'finance' });
    expect((await call('GET', '/admin/p2p/transactions', sub)).status).toBe(200);
    expect((await call('GET', '/admin/subAdmins', sub)).status).toBe(403);

    const after = await call<ListResponse<SubAdmin>>('GET', `/admin/subAdmins?search=${encodeURIComponent(lower)}`, root);
    expect(after.body.items).toHaveLength(1);
    expect(after.body.items[0]?.invitationPending).toBe(false);
    expect(after.body.items[0]?.lastSeenAt).not.toBeNull();

    // The link works once.
    const reused = await setPassword(token, 'Other-Password-1');
    expect(reused.status).toBe(400);
    expect(fieldsOf(reused.body)).toEqual(['token']);
    expect((await login(lower, 'Other-Password-1')).status).toBe(401);
    expect((await login(lower, NEW_PASSWORD)).status).toBe(200);

    const trail = await rowsOf<{ action: string; actor_id: string | null; outcome: string }>(server, sql`
      select action, actor_id, outcome from audit_log where target_id = ${answer.body.id} and action like 'admins.%' order by id`);
    expect(trail).toEqual([
      { action: 'admins.invite', actor_id: rootId, outcome: 'SUCCESS' },
      { action: 'admins.password.set_from_link', actor_id: answer.body.id, outcome: 'SUCCESS' },
    ]);
  });

  it('resending the invitation mails a new link and the old one stops working', async () => {
    const sub = await invited();
    const resent = await call<SubAdmin>('POST', `/admin/subAdmins/${sub.id}/resendInvitation`, root);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: sub.id, invitationPending: true });
    expect(mailsTo(outbox.dir, sub.email)).toHaveLength(2);
    const fresh = latestLinkTo(outbox.dir, sub.email);
    expect(fresh.token).not.toBe(sub.token);

    const old = await setPassword(sub.token);
    expect(old.status).toBe(400);
    expect(fieldsOf(old.body)).toEqual(['token']);
    expect((await setPassword(fresh.token)).status).toBe(200);
    expect((await login(sub.email, NEW_PASSWORD)).status).toBe(200);
    expect((await call('POST', `/admin/subAdmins/${UNKNOWN_UUID}/resendInvitation`, root)).status).toBe(404);
  });

  it('an expired link is refused with a 400 naming token', async () => {
    const sub = await invited();
    await server.database.db.update(adminInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(adminInvitations.adminId, sub.id));
    const expired = await setPassword(sub.token);
    expect(expired.status).toBe(400);
    expect(fieldsOf(expired.body)).toEqual(['token']);
    expect((await login(sub.email, NEW_PASSWORD)).status).toBe(401);
    const [row] = await server.database.db.select({ passwordIsSet: admins.passwordIsSet }).from(admins).where(eq(admins.id, sub.id));
    expect(row?.passwordIsSet).toBe(false);
  });

  it('names the field of a bad set-password request, and an unknown token is the same 400 as a used one', async () => {
    const sub = await invited();
    const short = await setPassword(sub.token, 'short');
    expect(short.status).toBe(400);
    expect(fieldsOf(short.body)).toEqual(['password']);
    const tiny = await server.call<ApiError>('POST', '/auth/setPassword', { body: { token: 'abc', password: NEW_PASSWORD } });
    expect(fieldsOf(tiny.body)).toEqual(['token']);
    const unknown = await setPassword('x'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown.body)).toEqual(['token']);
    // The refusals above did not burn the real link.
    expect((await setPassword(sub.token)).status).toBe(200);
  });

  it('deactivation ends the sessions at once and blocks sign-in; activation lets the admin in again', async () => {
    const sub = await invited(['support']);
    await setPassword(sub.token);
    const first = await signIn(server, sub.email, NEW_PASSWORD);
    const second = await signIn(server, sub.email, NEW_PASSWORD);
    expect((await call('GET', '/admin/me', first)).status).toBe(200);

    const off = await setActive(sub.id, false);
    expect(off.status).toBe(200);
    expect(off.body.isActive).toBe(false);
    for (const token of [first, second]) {
      const refused = await call('GET', '/admin/me', token);
      expect(refused.status).toBe(401);
    }
    const open = await server.database.db.select().from(adminSessions).where(and(eq(adminSessions.adminId, sub.id), isNull(adminSessions.revokedAt)));
    expect(open).toEqual([]);
    const blocked = await login(sub.email, NEW_PASSWORD);
    expect(blocked.status).toBe(401);
    expect(blocked.body.error.code).toBe('auth.invalidCredentials');
    // A deactivated admin gets no new link either.
    expect((await call('POST', `/admin/subAdmins/${sub.id}/resendInvitation`, root)).status).toBe(409);

    const [trail] = await rowsOf<{ detail: string | null }>(server, sql`select detail from audit_log where action = 'admins.deactivate' and target_id = ${sub.id}`);
    expect(trail?.detail).toBe('2 session(s) ended');

    const on = await setActive(sub.id, true);
    expect(on.status).toBe(200);
    expect(on.body.isActive).toBe(true);
    const back = await signIn(server, sub.email, NEW_PASSWORD);
    expect((await call('GET', '/admin/p2p/merchants', back)).status).toBe(200);
    // Ended sessions stay ended.
    expect((await call('GET', '/admin/me', first)).status).toBe(401);
  });

  it('refuses to deactivate oneself (409), an unknown admin (404), and a bad body (400)', async () => {
    const self = await setActive(rootId, false);
    expect(self.status).toBe(409);
    expect(self.body.error.code).toBe('admin.cannotDeactivateSelf');
    expect((await call('GET', '/admin/me', root)).status).toBe(200);
    expect((await setActive(UNKNOWN_UUID, false)).status).toBe(404);
    const bad = await call('PUT', `/admin/subAdmins/${rootId}/activateDeactivate`, root, { isActive: 'no' });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toContain('isActive');
    expect(fieldsOf((await call('PUT', '/admin/subAdmins/nope/activateDeactivate', root, { isActive: true })).body)).toContain('adminId');
  });

  it('refuses an invitation for an email in use (409 naming email) and names every bad field', async () => {
    const existing = await invited();
    for (const email of [existing.email, existing.email.toUpperCase(), 'root@example.com']) {
      const taken = await invite({ name: 'Copy Cat', email, groupIds: [g('support')] });
      expect(taken.status, email).toBe(409);
      expect(fieldsOf(taken.body), email).toEqual(['email']);
    }
    expect(mailsTo(outbox.dir, existing.email)).toHaveLength(1);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'A', email: uniq('x'), groupIds: [g('support')] }, 'name'],
      [{ name: 'Alma', email: 'not-an-email', groupIds: [g('support')] }, 'email'],
      [{ name: 'Alma', email: uniq('x'), groupIds: [] }, 'groupIds'],
      [{ name: 'Alma', email: uniq('x') }, 'groupIds'],
      [{ name: 'Alma', email: uniq('x'), groupIds: ['nope'] }, 'groupIds'],
      [{ name: 'Alma', email: uniq('x'), groupIds: [UNKNOWN_UUID] }, 'groupIds'],
    ];
    for (const [body, field] of cases) {
      const answer = await invite(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(answer.body).some((f) => f.startsWith(field)), `${JSON.stringify(body)} -> ${JSON.stringify(answer.body)}`).toBe(true);
    }
    // A custom group alone gives no role: refused, and nobody is created or mailed.
    const desk = await call<AccessGroup>('POST', '/admin/roles/groups', root, { name: 'Invite Desk' });
    const email = uniq('deskonly');
    const deskOnly = await invite({ name: 'Desk Only', email, groupIds: [desk.body.id] });
    expect(deskOnly.status).toBe(400);
    expect(fieldsOf(deskOnly.body)).toEqual(['groupIds']);
    expect(await server.database.db.select().from(admins).where(eq(admins.email, email))).toEqual([]);
    expect(mailsTo(outbox.dir, email)).toEqual([]);
  });

  it("changing a sub-admin's groups applies to its next call", async () => {
    const sub = await invited(['vendorsReadOnly']);
    await setPassword(sub.token);
    const token = await signIn(server, sub.email, NEW_PASSWORD);
    expect((await call('GET', '/admin/p2p/transactions', token)).status).toBe(403);
    const changed = await call<AdminAccess>('PUT', `/admin/roles/users/${sub.id}/groups`, root, { groupIds: [g('finance')] });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/admin/p2p/transactions', token)).status).toBe(200);
    const listed = await call<ListResponse<SubAdmin>>('GET', `/admin/subAdmins?search=${encodeURIComponent(sub.email)}`, root);
    expect(listed.body.items[0]).toMatchObject({ role: 'finance', groups: [{ id: g('finance'), name: 'finance' }] });
  });

  it('exports the matching admins as CSV, newest first, with no secret, and audits it', async () => {
    const a = await invited(['support'], 'Cora Csv');
    const b = await invited(['finance'], 'Cole Csv');
    await setActive(b.id, false);
    const csv = await fetchCsvExport(server, '/admin/subAdmins?search=csv&isActive=true&page=3&limit=1', root);
    expect(csv.status).toBe(200);
    expect(csv.disposition).toMatch(/^attachment; filename="sub-admins-.*\.csv"$/);
    expect(csv.header).toEqual(['name', 'email', 'role', 'active', 'two_factor_enabled', 'invitation_pending', 'groups', 'last_seen_at', 'locked_until', 'created_at']);
    expect(csv.rows).toEqual([{ name: 'Cora Csv', email: a.email, role: 'support', active: 'true', two_factor_enabled: 'false', invitation_pending: 'true',
      groups: 'support', last_seen_at: '', locked_until: '', created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/) }]);
    expect(csv.audits).toEqual([{ action: 'admins.export_csv', targetType: 'admins', detail: JSON.stringify({ search: 'csv', isActive: 'true' }), actorId: rootId }]);
  });

  it('lists sub-admins newest first, filtered by search (name or email) and isActive, as the database has them', async () => {
    const a = await invited(['support'], 'Zed Zebra');
    const b = await invited(['finance'], 'Zoe Zebra');
    await setActive(b.id, false);
    // LIKE wildcards in the search are taken literally.
    const odd = await invited(['support'], 'Per_Cent 100%');
    type Row = { id: string };
    const cases: [string, ReturnType<typeof sql>][] = [
      ['', sql`true`],
      ['search=zebra', sql`(name ilike '%zebra%' or email ilike '%zebra%')`],
      ['search=ZEBRA&isActive=true', sql`(name ilike '%zebra%' or email ilike '%zebra%') and is_active`],
      ['isActive=false', sql`not is_active`],
      [`search=${encodeURIComponent(a.email)}`, sql`email = ${a.email}`],
      ['search=%25', sql`(name like '%\\%%' or email like '%\\%%')`],
      ['search=_', sql`(name like '%\\_%' or email like '%\\_%')`],
    ];
    for (const [query, where] of cases) {
      const answer = await call<ListResponse<SubAdmin>>('GET', `/admin/subAdmins?${query}`, root);
      expect(answer.status, query).toBe(200);
      const expected = await rowsOf<Row>(server, sql`select id from admins where ${where} order by created_at desc, id desc`);
      expect(answer.body.items.map((x) => x.id), query).toEqual(expected.map((x) => x.id));
      expect(answer.body.total, query).toBe(expected.length);
    }
    for (const term of ['%25', '_']) {
      const literal = await call<ListResponse<SubAdmin>>('GET', `/admin/subAdmins?search=${term}`, root);
      expect(literal.body.items.map((x) => x.id), term).toEqual([odd.id]);
    }
    const zebras = await call<ListResponse<SubAdmin>>('GET', '/admin/subAdmins?search=zebra', root);
    expect(zebras.body.items.map((x) => x.name)).toEqual(['Zoe Zebra', 'Zed Zebra']);
    expect(zebras.body.items.map((x) => x.isActive)).toEqual([false, true]);
    const paged = await call<ListResponse<SubAdmin>>('GET', '/admin/subAdmins?limit=2&page=1', root);
    const all = await rowsOf<Row>(server, sql`select id from admins order by created_at desc, id desc`);
    expect(paged.body.items.map((x) => x.id)).toEqual(all.slice(2, 4).map((x) => x.id));
    expect(paged.body).toMatchObject({ page: 1, limit: 2, total: all.length });
    expect(fieldsOf((await call('GET', '/admin/subAdmins?isActive=yes', root)).body)).toContain('isActive');
  });
});
