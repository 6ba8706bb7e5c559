import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubAdmin } from '@exchange/contract/admins/sub-admins';
import type { ForgotPasswordResponse, PasswordLinkState } from '@exchange/contract/auth/password-links';
import type { LoginResponse } from '@exchange/contract/auth/session';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import {
  TEST_PASSWORD,
  fieldsOf,
  latestLinkTo,
  mailsTo,
  makeOutboxDir,
  rowsOf,
  signIn,
} from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { adminSessions } from '../auth/auth-tables.ts';
import { adminInvitations } from './admin-invitation-tables.ts';

type Answer<T> = T & ApiError;
const NEW_PASSWORD = 'Fresh-Start-2024';
// Low, so that the lockout and the rate limit of "Forgot password?" are reached in a few calls.
const MAX_FAILURES = 3;

describe.each(testDatabaseKinds())('set-password links: checking, forgot password, reset by an admin on %s', (kind) => {
  const outbox = makeOutboxDir();
  let server: TestServer;
  let root: string;
  let supportGroup: string;
  let n = 0;
  const uniq = (prefix: string) => `${prefix}${++n}@example.com`;
  // Behind TRUST_PROXY the caller's address is X-Forwarded-For's: the per-address limit is tested on its own.
  const address = () => '198.51.100.1';
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  const checkLink = (token: string) => server.call<Answer<PasswordLinkState>>('GET', `/auth/passwordLinks/${encodeURIComponent(token)}`);
  const setPassword = (token: string, password = NEW_PASSWORD) => server.call<Answer<{ ok: true }>>('POST', '/auth/setPassword', { body: { token, password } });
  const forgot = (email: string, ip = address()) => server.call<Answer<ForgotPasswordResponse>>('POST', '/auth/forgotPassword', { body: { email }, headers: from(ip) });
  const login = (email: string, password: string) => server.call<Answer<LoginResponse>>('POST', '/admin/login', { body: { email, password }, headers: from(address()) });
  const call = <T>(method: string, path: string, token = root) => server.call<Answer<T>>(method, path, { token });

  /** An admin invited through the API that has set its password from the invitation. */
  async function acceptedAdmin() {
    const email = uniq('accepted');
    const invited = await server.call<SubAdmin>('POST', '/admin/subAdmins', { token: root, body: { name: 'Ann Accepted', email, groupIds: [supportGroup] } });
    expect(invited.status).toBe(200);
    expect((await setPassword(latestLinkTo(outbox.dir, email).token, TEST_PASSWORD)).status).toBe(200);
    return { id: invited.body.id, email };
  }

  beforeAll(async () => {
    server = await startTestServer(kind, {
      MAIL_OUTBOX_DIR: outbox.dir,
      PUBLIC_URL: 'https://console.example.test',
      LOGIN_MAX_FAILURES: String(MAX_FAILURES),
      LOGIN_IP_MAX_FAILURES: '1000',
      TRUST_PROXY: 'true',
    });
    await server.createAdmin({ email: 'root@example.com', password: TEST_PASSWORD, role: 'superAdmin', name: 'Rita Root' });
    root = await signIn(server, 'root@example.com');
    const groups = await call<{ items: { id: string; name: string }[] }>('GET', '/admin/roles/groups');
    supportGroup = groups.body.items.find((g) => g.name === 'support')?.id ?? '';
  });
  afterAll(async () => {
    await server.close();
    outbox.remove();
  });

  it('says whether an invitation link works before any password is typed, without using it up or telling whose it is', async () => {
    const email = uniq('invitee');
    const invited = await server.call<SubAdmin>('POST', '/admin/subAdmins', { token: root, body: { name: 'Ivo Invitee', email, groupIds: [supportGroup] } });
    const first = latestLinkTo(outbox.dir, email).token;
    // Checked twice: reading the link changes nothing.
    for (let i = 0; i < 2; i++) {
      const valid = await checkLink(first);
      expect(valid.status).toBe(200);
      expect(valid.body).toEqual({ state: 'VALID', purpose: 'INVITATION' });
    }
    // A resent invitation replaces the first link, which then says so.
    expect((await call('POST', `/admin/subAdmins/${invited.body.id}/resendInvitation`)).status).toBe(200);
    const second = latestLinkTo(outbox.dir, email).token;
    expect((await checkLink(first)).body).toEqual({ state: 'REPLACED', purpose: 'INVITATION' });
    expect((await checkLink(second)).body).toEqual({ state: 'VALID', purpose: 'INVITATION' });
    expect((await setPassword(second)).status).toBe(200);
    expect((await checkLink(second)).body).toEqual({ state: 'USED', purpose: 'INVITATION' });
    // A link the server never sent, and one that cannot be a link at all.
    expect((await checkLink('x'.repeat(43))).body).toEqual({ state: 'UNKNOWN', purpose: null });
    const malformed = await checkLink('abc');
    expect(malformed.status).toBe(400);
    expect(fieldsOf(malformed.body)).toEqual(['token']);
  });

  it('says when a link has expired, and the expired link sets nothing', async () => {
    const email = uniq('late');
    const invited = await server.call<SubAdmin>('POST', '/admin/subAdmins', { token: root, body: { name: 'Lea Late', email, groupIds: [supportGroup] } });
    const { token } = latestLinkTo(outbox.dir, email);
    await server.database.db.update(adminInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(adminInvitations.adminId, invited.body.id));
    expect((await checkLink(token)).body).toEqual({ state: 'EXPIRED', purpose: 'INVITATION' });
    expect((await setPassword(token)).status).toBe(400);
    expect((await checkLink(token)).body).toEqual({ state: 'EXPIRED', purpose: 'INVITATION' });
  });

  it('"Forgot password?" answers the same for a known, an unknown and a deactivated e-mail, and mails a link only to the active admin', async () => {
    const { id, email } = await acceptedAdmin();
    const deactivated = await acceptedAdmin();
    expect((await server.call('PUT', `/admin/subAdmins/${deactivated.id}/activateDeactivate`, { token: root, body: { isActive: false } })).status).toBe(200);
    const mailsBefore = mailsTo(outbox.dir, deactivated.email).length;

    const known = await forgot(email.toUpperCase());
    const unknown = await forgot(uniq('nobody'));
    const inactive = await forgot(deactivated.email);
    for (const answer of [known, unknown, inactive]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: 'SENT_IF_KNOWN', linkValidMinutes: 60 });
    }
    expect(mailsTo(outbox.dir, deactivated.email)).toHaveLength(mailsBefore);
    const mail = mailsTo(outbox.dir, email).at(-1);
    expect(mail?.subject).toBe('Test Exchange back office: reset your password');
    expect(mail?.body).toContain('valid 60 minutes, usable once');
    const { link, token } = latestLinkTo(outbox.dir, email);
    expect(link).toBe(`https://console.example.test/set-password?token=${token}`);
    expect((await checkLink(token)).body).toEqual({ state: 'VALID', purpose: 'RESET' });
    const [stored] = await server.database.db.select().from(adminInvitations).where(and(eq(adminInvitations.adminId, id), isNull(adminInvitations.usedAt)));
    expect(stored?.kind).toBe('reset');
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);

    const trail = await rowsOf<{ outcome: string; target_id: string | null; detail: string }>(server, sql`
      select outcome, target_id, detail from audit_log where action = 'admins.password.reset_request' and actor_email in (${email}, ${deactivated.email}) order by id`);
    expect(trail).toEqual([
      { outcome: 'SUCCESS', target_id: id, detail: 'reset link e-mailed' },
      { outcome: 'FAILURE', target_id: deactivated.id, detail: 'admin deactivated: no link sent' },
    ]);
  });

  it('a reset link sets the new password once, ends every session of the admin and lifts its lockout, audited', async () => {
    const { id, email } = await acceptedAdmin();
    const sessions = [await signIn(server, email), await signIn(server, email)];
    // Locked out by wrong passwords: the right one is refused too.
    for (let i = 0; i < MAX_FAILURES; i++) expect((await login(email, `Wrong-Guess-${i}`)).status).toBe(401);
    expect((await login(email, TEST_PASSWORD)).status).toBe(429);

    expect((await forgot(email)).status).toBe(200);
    const { token } = latestLinkTo(outbox.dir, email);
    expect((await setPassword(token)).status).toBe(200);
    for (const session of sessions) expect((await call('GET', '/admin/me', session)).status).toBe(401);
    const open = await server.database.db.select().from(adminSessions).where(and(eq(adminSessions.adminId, id), isNull(adminSessions.revokedAt)));
    expect(open).toEqual([]);
    expect((await login(email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);

    // Once only.
    expect((await checkLink(token)).body).toEqual({ state: 'USED', purpose: 'RESET' });
    const again = await setPassword(token, 'Yet-Another-Pass-1');
    expect(again.status).toBe(400);
    expect(fieldsOf(again.body)).toEqual(['token']);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);

    const [row] = await rowsOf<{ actor_id: string; outcome: string; detail: string }>(server, sql`
      select actor_id, outcome, detail from audit_log where action = 'admins.password.reset_from_link' and target_id = ${id}`);
    expect(row).toEqual({ actor_id: id, outcome: 'SUCCESS', detail: '2 session(s) ended; sign-in failures cleared' });
  });

  it('a newer reset request replaces the earlier link', async () => {
    const { email } = await acceptedAdmin();
    await forgot(email);
    const first = latestLinkTo(outbox.dir, email).token;
    await forgot(email);
    const second = latestLinkTo(outbox.dir, email).token;
    expect(second).not.toBe(first);
    expect((await checkLink(first)).body).toEqual({ state: 'REPLACED', purpose: 'RESET' });
    expect((await setPassword(first)).status).toBe(400);
    expect((await setPassword(second)).status).toBe(200);
  });

  it('limits requests per e-mail like sign-in, known e-mail or not', async () => {
    const { email } = await acceptedAdmin();
    const stranger = uniq('stranger');
    for (const target of [email, stranger]) {
      for (let i = 0; i < MAX_FAILURES; i++) expect((await forgot(target, `203.0.113.${i}`)).status).toBe(200);
      const refused = await forgot(target, '203.0.113.200');
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('auth.tooManyAttempts');
    }
    // The limit counted requests, not links: only MAX_FAILURES mails went out, none for the stranger.
    expect(mailsTo(outbox.dir, email).filter((m) => m.subject.includes('reset your password'))).toHaveLength(MAX_FAILURES);
    expect(mailsTo(outbox.dir, stranger)).toEqual([]);
    // Sign-in has its own allowance: asking for links did not lock the account.
    expect((await login(email, TEST_PASSWORD)).status).toBe(200);
  });

  it('limits requests per address across e-mails', async () => {
    const perAddress = await startTestServer(kind, { MAIL_OUTBOX_DIR: outbox.dir, LOGIN_MAX_FAILURES: '100', LOGIN_IP_MAX_FAILURES: '4', TRUST_PROXY: 'true' });
    try {
      const ask = (email: string, ip: string) => perAddress.call<ApiError>('POST', '/auth/forgotPassword', { body: { email }, headers: from(ip) });
      for (let i = 0; i < 4; i++) expect((await ask(uniq('spray'), '192.0.2.7')).status).toBe(200);
      expect((await ask(uniq('spray'), '192.0.2.7')).status).toBe(429);
      expect((await ask(uniq('spray'), '192.0.2.8')).status).toBe(200);
    } finally {
      await perAddress.close();
    }
  });

  it('names the field of a bad request', async () => {
    const bad = await server.call<ApiError>('POST', '/auth/forgotPassword', { body: { email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['email']);
    const none = await server.call<ApiError>('POST', '/auth/forgotPassword', { body: {} });
    expect(fieldsOf(none.body)).toEqual(['email']);
  });

  it('Manage Sub Admins sends a password reset link to an admin who has a password, and the invitation again only to one who has not', async () => {
    const { id, email } = await acceptedAdmin();
    const resend = await call<SubAdmin>('POST', `/admin/subAdmins/${id}/resendInvitation`);
    expect(resend.status).toBe(409);
    expect(resend.body.error.message).toMatch(/password reset link/);
    const sent = await call<SubAdmin>('POST', `/admin/subAdmins/${id}/sendPasswordReset`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ id, invitationPending: false });
    const mail = mailsTo(outbox.dir, email).at(-1);
    expect(mail?.subject).toBe('Test Exchange back office: reset your password');
    expect(mail?.body).toContain('An administrator of the Test Exchange back office sent you this link');
    const { token } = latestLinkTo(outbox.dir, email);
    expect((await checkLink(token)).body).toEqual({ state: 'VALID', purpose: 'RESET' });
    // Nothing changes until the admin uses the link.
    expect((await login(email, TEST_PASSWORD)).status).toBe(200);
    expect((await setPassword(token)).status).toBe(200);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    const [row] = await rowsOf<{ action: string }>(server, sql`select action from audit_log where target_id = ${id} and action = 'admins.password.reset_link_send'`);
    expect(row?.action).toBe('admins.password.reset_link_send');

    // An invitation still pending: a reset is the wrong tool.
    const pendingEmail = uniq('pending');
    const pending = await server.call<SubAdmin>('POST', '/admin/subAdmins', { token: root, body: { name: 'Pat Pending', email: pendingEmail, groupIds: [supportGroup] } });
    const wrongTool = await call<SubAdmin>('POST', `/admin/subAdmins/${pending.body.id}/sendPasswordReset`);
    expect(wrongTool.status).toBe(409);
    expect(wrongTool.body.error.message).toMatch(/resend the invitation/);
    // A deactivated admin gets no link of either kind.
    expect((await server.call('PUT', `/admin/subAdmins/${id}/activateDeactivate`, { token: root, body: { isActive: false } })).status).toBe(200);
    expect((await call('POST', `/admin/subAdmins/${id}/sendPasswordReset`)).status).toBe(409);
    expect((await call('POST', '/admin/subAdmins/00000000-0000-4000-8000-000000000000/sendPasswordReset')).status).toBe(404);
  });

  it('only a super admin sends a super admin a reset link', async () => {
    const manager = await acceptedAdmin();
    await server.call('PUT', `/admin/roles/users/${manager.id}/policies`, { token: root, body: { policies: ['admins.read', 'admins.manage'] } });
    const managerToken = await signIn(server, manager.email);
    const list = await server.call<ListResponse<SubAdmin>>('GET', '/admin/subAdmins?search=root%40example.com', { token: root });
    const rootId = list.body.items[0]?.id ?? '';
    const refused = await call('POST', `/admin/subAdmins/${rootId}/sendPasswordReset`, managerToken);
    expect(refused.status).toBe(403);
  });
});
