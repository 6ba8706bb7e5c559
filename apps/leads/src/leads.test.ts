import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConvertLeadResult, CreateLead, Lead, LeadNote } from '@exchange/contract/leads/leads';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { PublicSettings } from '@exchange/contract/platform/public-settings';
import { RELAXED_LIMITS, TEST_PASSWORD, UNKNOWN_UUID, auditRowsAfter, createAdminWithOwnPolicies, fieldsOf, lastAuditId, rowsOf, signIn } from '@exchange/api/src/testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '@exchange/api/src/testing/test-server.ts';
import { buildServer } from '@exchange/api/src/platform/http/build-server.ts';
import { customers } from '@exchange/api/src/modules/customers/customer-tables.ts';
import { adminSessions } from '@exchange/api/src/modules/auth/auth-tables.ts';
import { hashToken } from '@exchange/api/src/platform/security/tokens.ts';
import { migrateLeads } from './leads-migrations.ts';
import { buildLeadsServer, type LeadsServerOptions } from './leads-server.ts';

type Answer<T> = T & ApiError;
type LeadsServer = Awaited<ReturnType<typeof buildLeadsServer>>;

describe.each(testDatabaseKinds())('the leads API on %s', (kind) => {
  let server: TestServer;
  let leadsServer: LeadsServer;
  let leadsUrl: string;
  let manager: string;
  let managerId: string;
  let support: string;
  let readOnly: string;
  let outsider: string;
  let n = 0;

  const call = async <T>(method: string, path: string, token: string | null, body?: unknown) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(leadsUrl + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, body: (text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null) as Answer<T> };
  };
  const person = (extra: Partial<CreateLead> = {}): CreateLead => {
    n += 1;
    return { name: `Lead Person ${n}`, email: `lead${n}.${kind}@example.com`, phone: `+97150${String(1_000_000 + n)}`, country: 'AE', source: 'WEBSITE', ...extra };
  };
  const create = async (extra: Partial<CreateLead> = {}) => {
    const answer = await call<Lead>('POST', '/leads', manager, person(extra));
    expect(answer.status, answer.text).toBe(201);
    return answer.body;
  };
  const move = (id: string, status: string, reason?: string, token = manager) => call<Lead>('POST', `/leads/${id}/status`, token, { status, reason });
  const qualified = async (extra: Partial<CreateLead> = {}) => {
    const lead = await create(extra);
    expect((await move(lead.id, 'CONTACTED')).status).toBe(200);
    expect((await move(lead.id, 'QUALIFIED')).status).toBe(200);
    return lead;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, RELAXED_LIMITS);
    await migrateLeads(server.database.db);
    const options: LeadsServerOptions = { db: server.database.db, config: server.config, logger: false, copyCsv: server.database.copyCsv };
    leadsServer = await buildLeadsServer(options);
    await leadsServer.listen({ port: 0, host: '127.0.0.1' });
    leadsUrl = `http://127.0.0.1:${(leadsServer.server.address() as AddressInfo).port}`;
    managerId = await server.createAdmin({ email: 'lead-admin@example.com', password: TEST_PASSWORD, role: 'admin', name: 'Lea Leads' });
    manager = await signIn(server, 'lead-admin@example.com');
    await server.createAdmin({ email: 'lead-support@example.com', password: TEST_PASSWORD, role: 'support', name: 'Sam Support' });
    support = await signIn(server, 'lead-support@example.com');
    await createAdminWithOwnPolicies(server, { email: 'lead-reader@example.com', policies: ['leads.read'] });
    readOnly = await signIn(server, 'lead-reader@example.com');
    await createAdminWithOwnPolicies(server, { email: 'lead-outsider@example.com', policies: ['customers.read'] });
    outsider = await signIn(server, 'lead-outsider@example.com');
  });
  afterAll(async () => {
    await leadsServer?.close();
    await server?.close();
  });

  describe('sessions and policies', () => {
    it('refuses a call without a token, with an unknown token and with an expired session: 401', async () => {
      expect((await call('GET', '/leads', null)).body.error.code).toBe('auth.signInRequired');
      const unknown = await call('GET', '/leads', randomBytes(32).toString('base64url'));
      expect(unknown.status).toBe(401);
      expect(unknown.body.error.code).toBe('auth.sessionExpired');
      await createAdminWithOwnPolicies(server, { email: 'lead-expiring@example.com', policies: ['leads.read'] });
      const expiring = await signIn(server, 'lead-expiring@example.com');
      expect((await call('GET', '/leads', expiring)).status).toBe(200);
      await server.database.db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(adminSessions.tokenHash, hashToken(expiring)));
      expect((await call('GET', '/leads', expiring)).status).toBe(401);
    });

    it('accepts a session logged out by the admin API no more', async () => {
      await createAdminWithOwnPolicies(server, { email: 'lead-leaving@example.com', policies: ['leads.read'] });
      const token = await signIn(server, 'lead-leaving@example.com');
      expect((await call('GET', '/leads', token)).status).toBe(200);
      expect((await server.call('POST', '/admin/logout', { token })).status).toBeLessThan(300);
      expect((await call('GET', '/leads', token)).status).toBe(401);
    });

    it('refuses an admin without leads.read (403, naming the policy) and audits a refused change', async () => {
      const list = await call('GET', '/leads', outsider);
      expect(list.status).toBe(403);
      expect(list.body.error).toMatchObject({ code: 'access.policyRequired', params: { policy: 'leads.read' } });
      expect((await call('GET', '/notes?leadId=' + UNKNOWN_UUID, outsider)).status).toBe(403);
      const since = await lastAuditId(server);
      expect((await call('POST', '/leads', outsider, person())).status).toBe(403);
      const rows = await auditRowsAfter(server, since);
      expect(rows.map((r) => [r.action, r.outcome, r.targetId])).toEqual([['access.denied', 'DENIED', 'POST /leads']]);
    });

    it('lets leads.read read but not change: 403 on every change', async () => {
      const lead = await create();
      expect((await call('GET', `/leads/${lead.id}`, readOnly)).status).toBe(200);
      expect((await call('GET', `/notes?leadId=${lead.id}`, readOnly)).status).toBe(200);
      for (const [method, path, body] of [
        ['POST', '/leads', person()],
        ['POST', `/leads/${lead.id}/status`, { status: 'CONTACTED' }],
        ['PUT', `/leads/${lead.id}/owner`, { ownerId: null }],
        ['POST', '/notes', { leadId: lead.id, body: 'hi' }],
        ['POST', `/leads/${lead.id}/convert`, undefined],
      ] as const) {
        const answer = await call(method, path, readOnly, body);
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(answer.body.error.params).toEqual({ policy: 'leads.manage' });
      }
    });

    it('the built-in support group works leads', async () => {
      const lead = await create();
      expect((await move(lead.id, 'CONTACTED', undefined, support)).status).toBe(200);
    });
  });

  describe('leads', () => {
    it('creates a lead, NEW and unowned, audited into the admin audit log', async () => {
      const since = await lastAuditId(server);
      const answer = await call<Lead>('POST', '/leads', manager, { ...person(), name: 'Amira Haddad', company: 'Gulf Trading LLC', source: 'EVENT' });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ name: 'Amira Haddad', status: 'NEW', owner: null, customerId: null, company: 'Gulf Trading LLC', source: 'EVENT', notesCount: 0, lostReason: null });
      const rows = await auditRowsAfter(server, since);
      expect(rows.map((r) => [r.action, r.outcome, r.targetType, r.targetId, r.actorEmail])).toEqual([['leads.create', 'SUCCESS', 'lead', answer.body.id, 'lead-admin@example.com']]);
      // Admin Activities reads that table: the row is there for it.
      const activities = await server.call<ListResponse<{ action: string }>>('GET', '/admin/activities?action=leads.create', { token: manager });
      expect(activities.status).toBe(200);
      expect(activities.body.items.some((a) => a.action === 'leads.create')).toBe(true);
    });

    it('refuses bad input naming the field, and a second lead with the same e-mail', async () => {
      const bad = await call('POST', '/leads', manager, { ...person(), email: 'not-an-email', phone: '0501234', country: 'XX' });
      expect(bad.status).toBe(400);
      expect(fieldsOf(bad.body).sort()).toEqual(['country', 'email', 'phone']);
      const lead = await create();
      const again = await call('POST', '/leads', manager, { ...person(), email: lead.email.toUpperCase() });
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('lead.emailTaken');
      expect((await call('GET', '/leads/not-a-uuid', manager)).status).toBe(400);
      const missing = await call('GET', `/leads/${UNKNOWN_UUID}`, manager);
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('lead.notFound');
    });

    it('lists with filters (status, owner, source, created range, search by name, e-mail, phone), page, limit and sort', async () => {
      const tag = `Zed${kind}`;
      const a = await create({ name: `${tag} Alpha`, source: 'PARTNER', phone: '+447700900123' });
      const b = await create({ name: `${tag} Bravo`, source: 'PARTNER' });
      await create({ name: `${tag} Charlie`, source: 'SOCIAL' });
      await move(b.id, 'CONTACTED');
      await call('PUT', `/leads/${a.id}/owner`, manager, { ownerId: managerId });
      const list = (query: string) => call<ListResponse<Lead>>('GET', `/leads?${query}`, manager);
      const names = async (query: string) => (await list(query)).body.items.map((l) => l.name);
      expect(await names(`search=${tag}&sort=name&order=asc`)).toEqual([`${tag} Alpha`, `${tag} Bravo`, `${tag} Charlie`]);
      expect(await names(`search=${tag}&sort=name&order=desc&limit=2`)).toEqual([`${tag} Charlie`, `${tag} Bravo`]);
      expect(await names(`search=${tag}&sort=name&order=desc&limit=2&page=1`)).toEqual([`${tag} Alpha`]);
      expect((await list(`search=${tag}&limit=2`)).body).toMatchObject({ total: 3, page: 0, limit: 2 });
      expect(await names(`search=${tag}&source=PARTNER&sort=name&order=asc`)).toEqual([`${tag} Alpha`, `${tag} Bravo`]);
      expect(await names(`search=${tag}&status=CONTACTED`)).toEqual([`${tag} Bravo`]);
      expect(await names(`search=${tag}&ownerId=${managerId}`)).toEqual([`${tag} Alpha`]);
      expect((await names(`search=${tag}&ownerId=none&sort=name&order=asc`))).toEqual([`${tag} Bravo`, `${tag} Charlie`]);
      expect(await names(`search=${encodeURIComponent(a.email.toUpperCase())}`)).toEqual([`${tag} Alpha`]);
      expect(await names(`search=${encodeURIComponent('+4477009')}`)).toEqual([`${tag} Alpha`]);
      const today = new Date().toISOString().slice(0, 10);
      expect(await names(`search=${tag}&startDate=${today}&endDate=${today}&sort=name&order=asc`)).toHaveLength(3);
      expect(await names(`search=${tag}&endDate=2000-01-01`)).toEqual([]);
      const backwards = await list(`startDate=${today}&endDate=2000-01-01`);
      expect(backwards.status).toBe(400);
      expect(fieldsOf(backwards.body)).toEqual(['endDate']);
      const badSort = await list('sort=email');
      expect(badSort.status).toBe(400);
      expect(fieldsOf(badSort.body)).toEqual(['sort']);
    });

    it('exports the filtered leads as CSV, formula-safe, audited', async () => {
      await create({ name: '=HYPERLINK("x") Csv', source: 'OTHER' });
      const since = await lastAuditId(server);
      const answer = await call('GET', '/leads?format=csv&source=OTHER&search=Csv', manager);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/csv');
      const lines = answer.text.trim().split('\n');
      expect(lines[0]).toBe('created_at,name,email,phone,country,company,source,status,lost_reason,owner,customer_id,status_changed_at');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`"'=HYPERLINK(""x"") Csv"`);
      const rows = await auditRowsAfter(server, since);
      expect(rows.map((r) => r.action)).toEqual(['leads.export_csv']);
    });
  });

  describe('the pipeline', () => {
    it('moves NEW -> CONTACTED -> QUALIFIED one step at a time, guarded by the current status, audited', async () => {
      const lead = await create();
      const skip = await move(lead.id, 'QUALIFIED');
      expect(skip.status).toBe(409);
      expect(skip.body.error).toMatchObject({ code: 'lead.transitionNotAllowed', params: { status: 'NEW' } });
      const since = await lastAuditId(server);
      expect((await move(lead.id, 'CONTACTED')).body.status).toBe('CONTACTED');
      expect((await move(lead.id, 'CONTACTED')).status).toBe(409);
      const done = await move(lead.id, 'QUALIFIED');
      expect(done.body).toMatchObject({ status: 'QUALIFIED', lostReason: null });
      const rows = await auditRowsAfter(server, since);
      expect(rows.filter((r) => r.outcome === 'SUCCESS').map((r) => [r.action, r.before, r.after])).toEqual([
        ['leads.move.contacted', { status: 'NEW' }, { status: 'CONTACTED', lostReason: null }],
        ['leads.move.qualified', { status: 'CONTACTED' }, { status: 'QUALIFIED', lostReason: null }],
      ]);
      const bad = await move(lead.id, 'CONVERTED');
      expect(bad.status).toBe(400);
      expect(fieldsOf(bad.body)).toEqual(['status']);
    });

    it('marks a lead LOST only with a reason; LOST is final', async () => {
      const lead = await create();
      const noReason = await move(lead.id, 'LOST');
      expect(noReason.status).toBe(400);
      expect(fieldsOf(noReason.body)).toEqual(['reason']);
      const lost = await move(lead.id, 'LOST', 'Chose another exchange');
      expect(lost.body).toMatchObject({ status: 'LOST', lostReason: 'Chose another exchange' });
      const back = await move(lead.id, 'CONTACTED');
      expect(back.status).toBe(409);
      expect(back.body.error.params).toEqual({ status: 'LOST' });
    });

    it('two admins moving the same lead at once: one wins, the other gets 409', async () => {
      const lead = await create();
      const answers = await Promise.all([move(lead.id, 'CONTACTED'), move(lead.id, 'CONTACTED', undefined, support)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    });
  });

  describe('owner', () => {
    it('assigns a lead to an active admin and back to nobody, audited; refuses an unknown admin', async () => {
      const lead = await create();
      const since = await lastAuditId(server);
      const given = await call<Lead>('PUT', `/leads/${lead.id}/owner`, manager, { ownerId: managerId });
      expect(given.body.owner).toEqual({ id: managerId, name: 'Lea Leads' });
      const unknown = await call('PUT', `/leads/${lead.id}/owner`, manager, { ownerId: UNKNOWN_UUID });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.code).toBe('lead.ownerNotFound');
      expect((await call<Lead>('PUT', `/leads/${lead.id}/owner`, manager, { ownerId: null })).body.owner).toBeNull();
      const rows = await auditRowsAfter(server, since);
      expect(rows.filter((r) => r.outcome === 'SUCCESS').map((r) => r.action)).toEqual(['leads.assign', 'leads.assign']);
      const owners = await call<{ items: { id: string; name: string }[] }>('GET', '/leads/owners', readOnly);
      expect(owners.body.items).toContainEqual({ id: managerId, name: 'Lea Leads' });
    });

    it('a final lead keeps its owner', async () => {
      const lead = await create();
      await move(lead.id, 'LOST', 'Not interested');
      expect((await call('PUT', `/leads/${lead.id}/owner`, manager, { ownerId: managerId })).status).toBe(409);
    });
  });

  describe('notes by leadId', () => {
    it('appends notes with author and time, never overwriting, oldest first, audited', async () => {
      const lead = await create();
      const since = await lastAuditId(server);
      const first = await call<LeadNote>('POST', '/notes', manager, { leadId: lead.id, body: 'Called, wants the OTC desk' });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ leadId: lead.id, body: 'Called, wants the OTC desk', author: { id: managerId, name: 'Lea Leads' } });
      expect(Date.parse(first.body.createdAt)).toBeGreaterThan(Date.now() - 60_000);
      await call('POST', '/notes', support, { leadId: lead.id, body: 'Sent the fee schedule' });
      const thread = await call<{ items: LeadNote[] }>('GET', `/notes?leadId=${lead.id}`, readOnly);
      expect(thread.body.items.map((note) => [note.body, note.author.name])).toEqual([['Called, wants the OTC desk', 'Lea Leads'], ['Sent the fee schedule', 'Sam Support']]);
      expect((await call<Lead>('GET', `/leads/${lead.id}`, manager)).body.notesCount).toBe(2);
      const rows = await auditRowsAfter(server, since);
      expect(rows.map((r) => [r.action, r.targetId])).toEqual([['leads.note', lead.id], ['leads.note', lead.id]]);
      // The thread is append-only in the database itself.
      await expect(server.database.db.execute(sql`update leads.lead_notes set body = 'rewritten' where lead_id = ${lead.id}`)).rejects.toThrow();
      await expect(server.database.db.execute(sql`delete from leads.lead_notes where lead_id = ${lead.id}`)).rejects.toThrow();
    });

    it('refuses a note on an unknown lead (404), an empty one (400), and a thread of an unknown lead (404)', async () => {
      const unknown = await call('POST', '/notes', manager, { leadId: UNKNOWN_UUID, body: 'Hello' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('lead.notFound');
      const empty = await call('POST', '/notes', manager, { leadId: UNKNOWN_UUID, body: '   ' });
      expect(empty.status).toBe(400);
      expect(fieldsOf(empty.body)).toEqual(['body']);
      expect((await call('GET', `/notes?leadId=${UNKNOWN_UUID}`, manager)).status).toBe(404);
      expect(fieldsOf((await call('GET', '/notes?leadId=42', manager)).body)).toEqual(['leadId']);
    });
  });

  describe('conversion to a customer', () => {
    it('opens a PENDING customer and marks the lead CONVERTED, linked, in one transaction, audited on the customer too', async () => {
      const lead = await qualified({ name: 'Omar Farouk', country: 'EG', phone: '+201001234567' });
      const since = await lastAuditId(server);
      const answer = await call<ConvertLeadResult>('POST', `/leads/${lead.id}/convert`, manager);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.lead).toMatchObject({ status: 'CONVERTED', customerId: answer.body.customerId });
      const [customer] = await server.database.db.select().from(customers).where(eq(customers.id, answer.body.customerId));
      expect(customer).toMatchObject({ email: lead.email, name: 'Omar Farouk', country: 'EG', phone: '+201001234567', state: 'PENDING' });
      const rows = await auditRowsAfter(server, since);
      expect(rows.map((r) => [r.action, r.targetId, r.customerId])).toEqual([['leads.convert', lead.id, answer.body.customerId]]);
      // The admin API shows the new customer.
      const seen = await server.call<{ id: string; state: string }>('GET', `/admin/customers/${answer.body.customerId}`, { token: manager });
      expect(seen.status).toBe(200);
      expect(seen.body).toMatchObject({ id: answer.body.customerId, state: 'PENDING' });
    });

    it('refuses converting twice, and a lead that is not qualified', async () => {
      const lead = await qualified();
      expect((await call('POST', `/leads/${lead.id}/convert`, manager)).status).toBe(200);
      const again = await call('POST', `/leads/${lead.id}/convert`, manager);
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('lead.alreadyConverted');
      expect((await move(lead.id, 'LOST', 'Changed mind')).body.error.code).toBe('lead.alreadyConverted');
      const fresh = await create();
      const early = await call('POST', `/leads/${fresh.id}/convert`, manager);
      expect(early.status).toBe(409);
      expect(early.body.error).toMatchObject({ code: 'lead.notQualified', params: { status: 'NEW' } });
      expect((await call('POST', `/leads/${UNKNOWN_UUID}/convert`, manager)).status).toBe(404);
    });

    it('two conversions at once open one customer: the other is refused', async () => {
      const lead = await qualified();
      const answers = await Promise.all([call('POST', `/leads/${lead.id}/convert`, manager), call('POST', `/leads/${lead.id}/convert`, support)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const made = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from customers where email = ${lead.email}`);
      expect(made[0]?.n).toBe(1);
    });

    it('refuses when a customer has the e-mail already, changing nothing', async () => {
      const lead = await qualified();
      await server.database.db.insert(customers).values({ email: lead.email, name: 'Already Here', country: 'AE' });
      const answer = await call('POST', `/leads/${lead.id}/convert`, manager);
      expect(answer.status).toBe(409);
      expect(answer.body.error.code).toBe('lead.customerEmailTaken');
      expect((await call<Lead>('GET', `/leads/${lead.id}`, manager)).body.status).toBe('QUALIFIED');
    });
  });

  describe('on the admin API origin', () => {
    it('is forwarded under /leads-api by an admin API that runs it in-process, and the console learns the URL', async () => {
      const admin = await buildServer({
        db: server.database.db, notifications: server.database.notifications, config: server.config, totpKey: randomBytes(32), logger: false, webDist: '/nonexistent', leads: leadsServer,
      });
      try {
        const settings = await admin.inject({ method: 'GET', url: '/admin/publicSettings' });
        expect(settings.json<PublicSettings>().leadsApiUrl).toBe('/leads-api');
        const lead = await create();
        const note = await admin.inject({ method: 'POST', url: '/leads-api/notes', headers: { authorization: `Bearer ${manager}`, 'content-type': 'application/json' }, payload: { leadId: lead.id, body: 'Through the admin origin' } });
        expect(note.statusCode).toBe(201);
        const read = await admin.inject({ method: 'GET', url: `/leads-api/notes?leadId=${lead.id}`, headers: { authorization: `Bearer ${manager}` } });
        expect(read.json<{ items: LeadNote[] }>().items.map((i) => i.body)).toEqual(['Through the admin origin']);
        expect((await admin.inject({ method: 'GET', url: '/leads-api/leads', headers: { authorization: `Bearer ${outsider}` } })).statusCode).toBe(403);
        expect((await admin.inject({ method: 'GET', url: '/leads-api/leads' })).statusCode).toBe(401);
      } finally {
        await admin.close();
      }
    });
  });
});
