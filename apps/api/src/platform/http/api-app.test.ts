import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@exchange/contract/auth/session';
import type { ApiError } from '@exchange/contract/platform/errors';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

type Responses = Record<string, { description?: string; content?: Record<string, { schema?: { $ref?: string } }> }>;
type Doc = { paths: Record<string, Record<string, { responses: Responses }>>; components: { schemas: Record<string, { properties?: object }> } };

/** The statuses an operation documents with the contract's error body. */
const errorStatuses = (doc: Doc, method: string, path: string) =>
  Object.entries(doc.paths[path]?.[method]?.responses ?? {})
    .filter(([, answer]) => answer.content?.['application/json']?.schema?.$ref === '#/components/schemas/ApiError')
    .map(([status]) => Number(status));

describe('error answers in /docs', () => {
  let server: TestServer;
  let doc: Doc;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    doc = (await server.call<Doc>('GET', '/docs/json')).body;
    await server.createAdmin({ email: 'docs@example.com', password: 'Correct-Horse-9' });
    const login = await server.call<LoginResponse>('POST', '/admin/login', { body: { email: 'docs@example.com', password: 'Correct-Horse-9' } });
    token = login.body.result ? login.body.data.accessToken : '';
  });
  afterAll(() => server.close());

  it('come from what a route is: input, session, a record in the path, a change', () => {
    expect(Object.keys(doc.components.schemas.ApiError?.properties ?? {})).toEqual(['error']);
    expect(doc.paths['/admin/p2p/transactions/{id}/approve']?.put?.responses['409']?.description).toMatch(/another admin changed it first/);
    expect(errorStatuses(doc, 'put', '/admin/p2p/transactions/{id}/approve')).toEqual([400, 401, 403, 404, 409]);
    expect(errorStatuses(doc, 'get', '/admin/p2p/transactions')).toEqual([400, 401, 403]);
    expect(errorStatuses(doc, 'get', '/admin/me')).toEqual([401, 403]);
    expect(errorStatuses(doc, 'get', '/admin/publicSettings')).toEqual([]);
  });

  it('add what a route declares: 429 of the sign-in calls, 410 of a used download link, 404 of an id in a body', () => {
    // 403: the right password of an access request that waits for approval, or was refused.
    expect(errorStatuses(doc, 'post', '/admin/login')).toEqual([400, 403, 429]);
    expect(errorStatuses(doc, 'post', '/admin/verifyGauthOtp')).toEqual([400, 401, 403, 429]);
    expect(errorStatuses(doc, 'get', '/admin/logDownloads/{token}')).toEqual([400, 403, 404, 410]);
    expect(errorStatuses(doc, 'post', '/admin/lean/approveTransaction')).toContain(404);
    // A route's own 200 stays as it was.
    expect(doc.paths['/admin/login']?.post?.responses['200']?.content?.['application/json']?.schema?.$ref).toBeUndefined();
  });

  it('every API operation documents the errors of its kind', () => {
    for (const route of server.routes) {
      const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const statuses = errorStatuses(doc, route.method.toLowerCase(), path);
      if (route.access !== 'public') expect(statuses, `${route.method} ${route.url}`).toEqual(expect.arrayContaining([401, 403]));
      if (route.method !== 'GET' && route.access !== 'public' && route.access !== 'pendingSession') expect(statuses, `${route.method} ${route.url}`).toContain(409);
    }
  });

  it('still sends each error body whole through the declared schema', async () => {
    const unknown = await server.call<ApiError>('PUT', '/admin/p2p/transactions/00000000-0000-4000-8000-000000000000/approve', { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: { code: 'transaction.notFound', message: 'Transaction not found' } });
    const bad = await server.call<ApiError>('GET', '/admin/p2p/transactions?page=-1', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'validation.tooSmall', params: { min: 0 }, details: [{ field: 'page', code: 'validation.tooSmall', params: { min: 0 } }] });
    const signedOut = await server.call<ApiError>('GET', '/admin/p2p/transactions');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.error.code).toBe('auth.signInRequired');
  });
});
