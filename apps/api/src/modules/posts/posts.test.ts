import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedServiceAccount } from '@exchange/contract/integration/service-accounts';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { Post, PostComment, PostDetail } from '@exchange/contract/posts/posts';
import { TEST_PASSWORD, UNKNOWN_UUID, auditRowsAfter, createAdminWithOwnPolicies, fieldsOf, lastAuditId, signIn } from '../../testing/access-test-helpers.ts';
import { newCustomer } from '../../testing/earn-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';

type Answer<T> = T & ApiError;

describe.each(testDatabaseKinds())('posts on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let reader: string;
  let nobody: string;
  let appKey: string;
  let otherKey: string;
  let alice: string;
  let bob: string;
  let carol: string;
  const call = <T>(method: string, path: string, token: string, body?: unknown) => server.call<Answer<T>>(method, path, { token, body });
  const platform = <T>(path: string, body: unknown, key = appKey) => server.call<Answer<T>>('POST', path, { token: key, body, headers: { 'idempotency-key': randomUUID() } });
  const post = async (body: string, customerId = alice, language = 'en') => {
    const made = await platform<Post>('/platform/posts', { customerId, body, language });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body;
  };
  const comment = async (postId: string, body: string, customerId = bob) => {
    const made = await platform<PostComment>(`/platform/posts/${postId}/comments`, { customerId, body });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body;
  };
  const list = async (query: string, token = reader) => {
    const answer = await call<ListResponse<Post>>('GET', `/admin/posts?${query}`, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.createAdmin({ email: 'root@example.com', password: TEST_PASSWORD, role: 'superAdmin' });
    await server.createAdmin({ email: 'mod@example.com', password: TEST_PASSWORD, role: 'admin', name: 'Mona Moderator' });
    await server.createAdmin({ email: 'sup@example.com', password: TEST_PASSWORD, role: 'support' });
    await createAdminWithOwnPolicies(server, { email: 'nobody@example.com', policies: ['bundles.read'] });
    const root = await signIn(server, 'root@example.com');
    admin = await signIn(server, 'mod@example.com');
    reader = await signIn(server, 'sup@example.com');
    nobody = await signIn(server, 'nobody@example.com');
    appKey = (await call<CreatedServiceAccount>('POST', '/admin/integration/service-accounts', root, { name: 'Customer app', scopes: ['posts.write'] })).body.apiKey;
    otherKey = (await call<CreatedServiceAccount>('POST', '/admin/integration/service-accounts', root, { name: 'Donations only', scopes: ['donations.make'] })).body.apiKey;
    alice = await newCustomer(server, 'alice-poster@example.com');
    bob = await newCustomer(server, 'bob-poster@example.com');
    carol = await newCustomer(server, 'carol-poster@example.com');
  }, 240_000);
  afterAll(() => server?.close());

  it('the customer app posts, comments and reports through /platform (audited on the customer), and refuses bad input naming the field', async () => {
    const since = await lastAuditId(server);
    const made = await post('Hello from the feed', alice, 'fr');
    expect(made).toMatchObject({ body: 'Hello from the feed', language: 'fr', status: 'VISIBLE', reportCount: 0, commentCount: 0, author: { id: alice, name: 'alice-poster' }, moderation: null });
    const reply = await comment(made.id, 'Welcome!');
    expect(reply).toMatchObject({ postId: made.id, body: 'Welcome!', status: 'VISIBLE', author: { id: bob } });
    const reported = await platform<{ reportCount: number }>(`/platform/posts/${made.id}/reports`, { customerId: carol, reason: 'Off topic' });
    expect(reported.status).toBe(201);
    expect(reported.body).toEqual({ postId: made.id, reportCount: 1 });
    const again = await platform(`/platform/posts/${made.id}/reports`, { customerId: carol });
    expect([again.status, again.body.error.code]).toEqual([409, 'post.alreadyReported']);
    const rows = await auditRowsAfter(server, since);
    expect(rows.map((r) => r.action)).toEqual(['post.create', 'post.comment.create', 'post.report']);

    const bad: [string, unknown, string][] = [
      ['/platform/posts', { customerId: alice, body: ' ' }, 'body'],
      ['/platform/posts', { customerId: alice, body: 'x'.repeat(2001) }, 'body'],
      ['/platform/posts', { customerId: alice, body: 'Hi', language: 'de' }, 'language'],
      ['/platform/posts', { customerId: 'nope', body: 'Hi' }, 'customerId'],
      ['/platform/posts', { customerId: UNKNOWN_UUID, body: 'Hi' }, 'customerId'],
      [`/platform/posts/${made.id}/comments`, { customerId: bob, body: '' }, 'body'],
      [`/platform/posts/${made.id}/comments`, { customerId: UNKNOWN_UUID, body: 'Hi' }, 'customerId'],
      [`/platform/posts/${made.id}/reports`, { customerId: bob, reason: 'x'.repeat(301) }, 'reason'],
    ];
    for (const [path, body, field] of bad) {
      const answer = await platform(path, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(answer.body)).toContain(field);
    }
    expect((await platform(`/platform/posts/${UNKNOWN_UUID}/comments`, { customerId: bob, body: 'Hi' })).status).toBe(404);
    expect((await platform(`/platform/posts/${UNKNOWN_UUID}/reports`, { customerId: bob })).status).toBe(404);
    const wrongScope = await platform('/platform/posts', { customerId: alice, body: 'Hi' }, otherKey);
    expect([wrongScope.status, wrongScope.body.error.code]).toEqual([403, 'integration.scopeRequired']);
    expect((await server.call('POST', '/platform/posts', { body: { customerId: alice, body: 'Hi' }, headers: { 'idempotency-key': randomUUID() } })).status).toBe(401);
  });

  it('lists the queue reported first, filters by status, reported, search and customer; pages; readers only read', async () => {
    const quiet = await post('Quiet market today, searchable-zebra', bob);
    const loud = await post('Loud scam searchable-zebra', carol);
    for (const customerId of [alice, bob]) expect((await platform(`/platform/posts/${loud.id}/reports`, { customerId })).status).toBe(201);
    const queue = await list('limit=100');
    expect(queue.items[0]?.id).toBe(loud.id);
    expect(queue.items[0]?.reportCount).toBe(2);
    expect((await list('search=SEARCHABLE-ZEBRA&sort=createdAt')).items.map((p) => p.id)).toEqual([loud.id, quiet.id]);
    expect((await list('reported=true&search=zebra')).items.map((p) => p.id)).toEqual([loud.id]);
    expect((await list('reported=false&search=zebra')).items.map((p) => p.id)).toEqual([quiet.id]);
    expect((await list(`customerId=${carol}`)).items.map((p) => p.id)).toEqual([loud.id]);
    expect((await list('status=HIDDEN&search=zebra')).items).toEqual([]);
    const firstPage = await list('limit=1&page=0&sort=createdAt');
    expect(firstPage).toMatchObject({ limit: 1, page: 0 });
    expect(firstPage.items).toHaveLength(1);
    expect(firstPage.total).toBeGreaterThanOrEqual(3);
    for (const query of ['status=GONE', 'reported=yes', 'customerId=x', 'limit=0', 'sort=author', 'page=-1']) {
      expect((await call('GET', `/admin/posts?${query}`, reader)).status, query).toBe(400);
    }
    expect((await call('GET', '/admin/posts', nobody)).status).toBe(403);
    expect((await call('GET', `/admin/posts/${loud.id}`, nobody)).status).toBe(403);
    expect((await call('POST', `/admin/posts/${loud.id}/hide`, reader, { reason: 'Scam' })).status).toBe(403);
  });

  it('shows a post with its comments and reports; hides, restores and deletes it with a reason, audited and guarded', async () => {
    const made = await post('Send me your codes', alice);
    const first = await comment(made.id, 'No way', bob);
    await comment(made.id, 'Reported', carol);
    await platform(`/platform/posts/${made.id}/reports`, { customerId: bob, reason: 'Phishing' });
    const detail = await call<PostDetail>('GET', `/admin/posts/${made.id}`, reader);
    expect(detail.body).toMatchObject({ id: made.id, commentCount: 2, reportCount: 1, reports: [{ customer: { id: bob }, reason: 'Phishing' }] });
    expect(detail.body.comments.map((c) => c.id)[0]).toBe(first.id);
    expect((await call('GET', `/admin/posts/${UNKNOWN_UUID}`, reader)).status).toBe(404);
    expect((await call('GET', '/admin/posts/not-a-uuid', reader)).status).toBe(400);

    const noReason = await call(`POST`, `/admin/posts/${made.id}/hide`, admin, {});
    expect(noReason.status).toBe(400);
    expect(fieldsOf(noReason.body)).toContain('reason');
    expect(fieldsOf((await call('POST', `/admin/posts/${made.id}/hide`, admin, { reason: ' a ' })).body)).toContain('reason');

    const since = await lastAuditId(server);
    const hidden = await call<Post>('POST', `/admin/posts/${made.id}/hide`, admin, { reason: 'Phishing for codes' });
    expect(hidden.body).toMatchObject({ status: 'HIDDEN', moderation: { by: { name: 'Mona Moderator' }, reason: 'Phishing for codes' } });
    const twice = await call('POST', `/admin/posts/${made.id}/hide`, admin, { reason: 'Again' });
    expect([twice.status, twice.body.error.code, twice.body.error.params]).toEqual([409, 'post.wrongStatus', { status: 'HIDDEN', target: 'HIDDEN' }]);
    // A hidden post takes no comments or reports from customers.
    expect((await platform(`/platform/posts/${made.id}/comments`, { customerId: bob, body: 'Late' })).body.error.code).toBe('post.notVisible');
    expect((await platform(`/platform/posts/${made.id}/reports`, { customerId: carol })).body.error.code).toBe('post.notVisible');
    expect((await call<Post>('POST', `/admin/posts/${made.id}/restore`, admin, { reason: 'Checked: a joke' })).body.status).toBe('VISIBLE');
    expect((await call('POST', `/admin/posts/${made.id}/restore`, admin, { reason: 'Again' })).status).toBe(409);
    expect((await call<Post>('POST', `/admin/posts/${made.id}/delete`, admin, { reason: 'Scam after all' })).body.status).toBe('DELETED');
    expect((await call('POST', `/admin/posts/${made.id}/delete`, admin, { reason: 'Again' })).body.error.code).toBe('post.wrongStatus');
    expect((await call('POST', `/admin/posts/${UNKNOWN_UUID}/hide`, admin, { reason: 'Nothing' })).status).toBe(404);
    const rows = await auditRowsAfter(server, since);
    expect(rows.map((r) => [r.action, r.targetId, r.customerId])).toEqual([
      ['post.hide', made.id, alice],
      ['post.restore', made.id, alice],
      ['post.delete', made.id, alice],
    ]);
    expect(rows[0]).toMatchObject({ before: { status: 'VISIBLE' }, after: { status: 'HIDDEN', reason: 'Phishing for codes' } });
  });

  it('moderates a comment the same way: reason required, guarded, audited', async () => {
    const made = await post('Thread', alice);
    const reply = await comment(made.id, 'Rude reply', bob);
    expect(fieldsOf((await call('POST', `/admin/posts/comments/${reply.id}/hide`, admin, {})).body)).toContain('reason');
    expect((await call('POST', `/admin/posts/comments/${reply.id}/hide`, reader, { reason: 'Rude' })).status).toBe(403);
    const since = await lastAuditId(server);
    const hidden = await call<PostComment>('POST', `/admin/posts/comments/${reply.id}/hide`, admin, { reason: 'Rude' });
    expect(hidden.body).toMatchObject({ status: 'HIDDEN', moderation: { reason: 'Rude' } });
    const twice = await call('POST', `/admin/posts/comments/${reply.id}/hide`, admin, { reason: 'Rude' });
    expect([twice.status, twice.body.error.code]).toEqual([409, 'postComment.wrongStatus']);
    expect((await call<PostComment>('POST', `/admin/posts/comments/${reply.id}/restore`, admin, { reason: 'Fine' })).body.status).toBe('VISIBLE');
    expect((await call<PostComment>('POST', `/admin/posts/comments/${reply.id}/delete`, admin, { reason: 'Spam' })).body.status).toBe('DELETED');
    expect((await call('POST', `/admin/posts/comments/${UNKNOWN_UUID}/delete`, admin, { reason: 'Spam' })).status).toBe(404);
    expect((await auditRowsAfter(server, since)).map((r) => [r.action, r.targetId])).toEqual([
      ['post.comment.hide', reply.id],
      ['post.comment.restore', reply.id],
      ['post.comment.delete', reply.id],
    ]);
    const detail = await call<PostDetail>('GET', `/admin/posts/${made.id}`, reader);
    expect(detail.body.comments).toMatchObject([{ id: reply.id, status: 'DELETED' }]);
  });
});
