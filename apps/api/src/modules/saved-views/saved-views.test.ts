import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { SavedView } from '@exchange/contract/saved-views/saved-views';
import { TEST_PASSWORD, UNKNOWN_UUID, auditRowsAfter, fieldsOf, lastAuditId, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';

type Answer<T> = T & ApiError;

describe.each(testDatabaseKinds())('saved views on %s', (kind) => {
  let server: TestServer;
  let ann: string;
  let bob: string;
  let sue: string;
  let financeGroup: string;
  let supportGroup: string;

  const call = <T>(method: string, path: string, token: string, body?: unknown) => server.call<Answer<T>>(method, path, { token, body });
  const list = async (token: string, listKey = 'fiat.deposits') => (await call<{ items: SavedView[] }>('GET', `/admin/savedViews?listKey=${listKey}`, token)).body.items;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.createAdmin({ email: 'ann@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Ann' });
    await server.createAdmin({ email: 'bob@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Bob' });
    await server.createAdmin({ email: 'sue@example.com', password: TEST_PASSWORD, role: 'support', name: 'Sue' });
    ann = await signIn(server, 'ann@example.com');
    bob = await signIn(server, 'bob@example.com');
    sue = await signIn(server, 'sue@example.com');
    const groups = await rowsOf<{ id: string; name: string }>(server, sql`select id, name from access_groups where name in ('finance', 'support')`);
    financeGroup = groups.find((g) => g.name === 'finance')?.id ?? '';
    supportGroup = groups.find((g) => g.name === 'support')?.id ?? '';
  });
  afterAll(() => server?.close());

  it('saves a list query and columns, audited, seen by its owner only until shared with a group', async () => {
    const auditFrom = await lastAuditId(server);
    const created = await call<SavedView>('POST', '/admin/savedViews', ann, { listKey: 'fiat.deposits', name: 'Large pending USD', query: 'status=PENDING&currency=USD&minAmount=1000', columns: ['depositNumber', 'amount'] });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'Large pending USD', query: 'status=PENDING&currency=USD&minAmount=1000', columns: ['depositNumber', 'amount'], sharedGroupIds: [], isMine: true, owner: { name: 'Ann' } });
    const audit = await auditRowsAfter(server, auditFrom);
    expect(audit.map((a) => [a.action, a.targetId])).toEqual([['savedView.create', created.body.id]]);

    expect((await list(ann)).map((v) => v.id)).toEqual([created.body.id]);
    expect(await list(bob)).toEqual([]);
    expect(await list(ann, 'customers')).toEqual([]);

    const groups = await call<{ items: { id: string; name: string }[] }>('GET', '/admin/savedViews/groups', ann);
    expect(groups.body.items.map((g) => g.id)).toEqual([financeGroup]);
    const shared = await call<SavedView>('PUT', `/admin/savedViews/${created.body.id}`, ann, { sharedGroupIds: [financeGroup] });
    expect(shared.body.sharedGroupIds).toEqual([financeGroup]);
    expect((await list(bob)).map((v) => [v.id, v.isMine, v.query])).toEqual([[created.body.id, false, 'status=PENDING&currency=USD&minAmount=1000']]);
    expect(await list(sue)).toEqual([]);
  });

  it('refuses a taken name, a group the owner is not in, a change by another admin and bad input', async () => {
    const first = await call<SavedView>('POST', '/admin/savedViews', ann, { listKey: 'customers', name: 'Frozen', query: 'state=FROZEN' });
    expect(first.status).toBe(200);
    const again = await call<SavedView>('POST', '/admin/savedViews', ann, { listKey: 'customers', name: 'frozen', query: 'state=FROZEN' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('savedView.nameTaken');
    expect(fieldsOf(again.body)).toEqual(['name']);
    // Another admin may use the same name for its own view.
    expect((await call<SavedView>('POST', '/admin/savedViews', bob, { listKey: 'customers', name: 'Frozen', query: 'state=FROZEN' })).status).toBe(200);

    const foreign = await call<SavedView>('PUT', `/admin/savedViews/${first.body.id}`, ann, { sharedGroupIds: [supportGroup] });
    expect(foreign.status).toBe(409);
    expect(foreign.body.error.code).toBe('savedView.notYourGroup');

    const notMine = await call<SavedView>('PUT', `/admin/savedViews/${first.body.id}`, bob, { name: 'Mine now' });
    expect(notMine.status).toBe(403);
    expect(notMine.body.error.code).toBe('savedView.notOwner');
    expect((await call('DELETE', `/admin/savedViews/${first.body.id}`, bob)).status).toBe(403);
    expect((await call('DELETE', `/admin/savedViews/${UNKNOWN_UUID}`, ann)).status).toBe(404);

    const bad = await call<SavedView>('POST', '/admin/savedViews', ann, { listKey: 'no spaces', name: '', query: 'x'.repeat(2001) });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body).sort()).toEqual(['listKey', 'name', 'query']);
  });

  it('deletes its own view, audited', async () => {
    const view = await call<SavedView>('POST', '/admin/savedViews', ann, { listKey: 'kyc.requests', name: 'Mine', query: 'status=SUBMITTED' });
    const auditFrom = await lastAuditId(server);
    const gone = await call('DELETE', `/admin/savedViews/${view.body.id}`, ann);
    expect(gone.status).toBe(200);
    expect(await list(ann, 'kyc.requests')).toEqual([]);
    expect((await auditRowsAfter(server, auditFrom)).map((a) => a.action)).toEqual(['savedView.delete']);
  });
});
