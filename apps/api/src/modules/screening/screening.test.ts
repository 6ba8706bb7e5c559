import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { CustomerScreeningResult, ScreeningCase, ScreeningCaseDetail, ScreeningDecisionResult, WatchlistList, WatchlistUploadResult } from '@exchange/contract/screening/screening';
import { auditLog } from '../../platform/audit/audit-table.ts';
import { TEST_PASSWORD, UNKNOWN_UUID, createAdminWithOwnPolicies, fieldsOf, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { customers } from '../customers/customer-tables.ts';
import { screeningCases } from './screening-tables.ts';

type Answer<T> = T & ApiError;
const header = 'name,aliases,date_of_birth,country,list';

describe.each(testDatabaseKinds())('sanctions screening on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let reader: string;
  let decider: string;
  const ids: Record<string, string> = {};

  const upload = (csv: string, name = 'Test list', token = admin) =>
    server.call<Answer<WatchlistUploadResult>>('POST', '/admin/screening/watchlists', { token, body: { name, csv } });
  const cases = (query = '', token = admin) => server.call<Answer<ListResponse<ScreeningCase>>>('GET', `/admin/screening/cases${query}`, { token });
  const detail = (id: string, token = admin) => server.call<Answer<ScreeningCaseDetail>>('GET', `/admin/screening/cases/${id}`, { token });
  const decide = (id: string, decision: string, note = 'Checked the passport copy', token = admin) =>
    server.call<Answer<ScreeningDecisionResult>>('POST', `/admin/screening/cases/${id}/decision`, { token, body: { decision, note } });
  const customer = async (id: string) => (await server.database.db.select().from(customers).where(eq(customers.id, id)))[0];
  const caseOf = async (customerId: string) => {
    const list = await cases(`?customerId=${customerId}`);
    return list.body.items;
  };

  async function addCustomer(key: string, name: string, dateOfBirth: string | null, country: string, state = 'ACTIVE') {
    const [row] = await server.database.db
      .insert(customers)
      .values({ email: `${key}@example.com`, name, dateOfBirth, country, state, stateReason: state === 'FROZEN' ? 'Earlier freeze' : null })
      .returning({ id: customers.id });
    if (!row) throw new Error('customer insert failed');
    ids[key] = row.id;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.createAdmin({ email: 'admin@example.com', password: TEST_PASSWORD, role: 'admin', name: 'Ada Admin' });
    await createAdminWithOwnPolicies(server, { email: 'reader@example.com', policies: ['screening.read'] });
    await createAdminWithOwnPolicies(server, { email: 'decider@example.com', policies: ['screening.read', 'screening.decide'], name: 'Dee Decider' });
    [admin, reader, decider] = await Promise.all(['admin', 'reader', 'decider'].map((n) => signIn(server, `${n}@example.com`))) as [string, string, string];
    await addCustomer('ivan', 'Ivan Petrov', '1970-05-01', 'RU');
    await addCustomer('ivan2', 'Ivan Petrov', '1988-11-11', 'DE');
    await addCustomer('mo', 'Muhammad Al-Rashid', null, 'AE');
    await addCustomer('maria', 'Maria Garcia', '1990-01-01', 'ES');
    await addCustomer('closed', 'Ivan Petrov', '1970-05-01', 'RU', 'CLOSED');
    await addCustomer('frozen', 'Olga Sidorova', '1965-03-03', 'BY', 'FROZEN');
  });
  afterAll(() => server.close());

  it('refuses a bad CSV with 400 naming the row and column, and stores nothing', async () => {
    const bad = await upload(`${header}\nIvan Petrov,,1970-05-01,RU,OFAC SDN\nSomeone,,1970-13-01,RU,OFAC SDN`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'screening.csvBadDate', details: [{ field: 'csv', code: 'screening.csvBadDate', params: { row: 3, column: 'date_of_birth' } }] });
    const columns = await upload('full_name,list\nX,Y');
    expect(columns.status).toBe(400);
    expect(columns.body.error.code).toBe('screening.csvColumns');
    const noName = await upload(`${header}\nIvan Petrov,,,,OFAC`, '  ');
    expect(fieldsOf(noName.body)).toEqual(['name']);
    expect((await server.call<WatchlistList>('GET', '/admin/screening/watchlists', { token: admin })).body.items).toEqual([]);
  });

  it('screens every customer on upload: fuzzy hits open cases, others and closed accounts do not', async () => {
    const answer = await upload(
      `${header}\n` +
        'Ivan Petrov,I. Petrov,1970-05-01,RU,OFAC SDN\n' +
        'Mohammed Al Rashid,Abu Rashid,,AE,UN Consolidated\n' +
        'Olga Sidorova,,1965-03-03,BY,EU Consolidated\n' +
        'Zhang Wei Industrial Group,,,CN,OFAC SDN\n',
      'Sanctions 2026-11',
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ entries: 4, threshold: 0.85, watchlist: { name: 'Sanctions 2026-11', rowCount: 4 } });
    expect(answer.body.tookMs).toBeGreaterThanOrEqual(0);

    const ivan = await caseOf(ids.ivan ?? '');
    expect(ivan).toHaveLength(1);
    expect(ivan[0]).toMatchObject({ status: 'OPEN', provider: 'WATCHLIST', score: 1, nameScore: 1, matchedName: 'Ivan Petrov', entry: { name: 'Ivan Petrov', listName: 'OFAC SDN', dateOfBirth: '1970-05-01', country: 'RU', aliases: ['I. Petrov'] } });
    // Same name, another birth year and country: scored below the threshold, no case.
    expect(await caseOf(ids.ivan2 ?? '')).toEqual([]);
    const mo = await caseOf(ids.mo ?? '');
    expect(mo).toHaveLength(1);
    expect(mo[0]?.score).toBeGreaterThan(0.85);
    expect(mo[0]?.score).toBeLessThan(1);
    expect(await caseOf(ids.maria ?? '')).toEqual([]);
    expect(await caseOf(ids.closed ?? '')).toEqual([]);
    expect(answer.body.casesOpened).toBe(3);
    // Each opened case is on its customer's timeline.
    const rows = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'screening.case.open'), eq(auditLog.customerId, ids.ivan ?? '')));
    expect(rows).toHaveLength(1);

    // The same list again opens no second case for the same entry.
    const again = await upload(`${header}\nIvan Petrov,,1970-05-01,RU,OFAC SDN\n`, 'Again');
    expect(again.body.casesOpened).toBe(1);
    expect(await caseOf(ids.ivan ?? '')).toHaveLength(2);
    const lists = await server.call<WatchlistList>('GET', '/admin/screening/watchlists', { token: reader });
    expect(lists.body.items.map((l) => [l.name, l.rowCount, l.uploadedBy?.name])).toEqual([['Again', 1, 'Ada Admin'], ['Sanctions 2026-11', 4, 'Ada Admin']]);
  });

  it('lists the queue open first, 50 a page, with filters by status, list, watchlist, score and search, and exports CSV', async () => {
    const all = await cases();
    expect(all.body).toMatchObject({ limit: 50, page: 0, total: 4 });
    expect((await cases('?listName=OFAC%20SDN')).body.total).toBe(2);
    expect((await cases('?minScore=0.99')).body.items.every((c) => c.score >= 0.99)).toBe(true);
    expect((await cases('?maxScore=0.5')).body.total).toBe(0);
    expect((await cases('?search=rashid')).body.items.map((c) => c.customer.id)).toEqual([ids.mo]);
    const listId = (await server.call<WatchlistList>('GET', '/admin/screening/watchlists', { token: admin })).body.items[0]?.id;
    expect((await cases(`?watchlistId=${listId}`)).body.total).toBe(1);
    expect((await cases('?minScore=0.9&maxScore=0.1')).status).toBe(400);
    expect((await cases('?status=MAYBE')).status).toBe(400);
    const csv = await server.call<string>('GET', '/admin/screening/cases?format=csv&listName=OFAC%20SDN', { token: reader });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('case_id,created_at,status,score,name_score,provider,customer_id,customer_name,customer_email,customer_country,customer_date_of_birth,entry_name,matched_name,entry_date_of_birth,entry_country,list,watchlist,decided_by,decided_at');
    expect(lines).toHaveLength(3);
  });

  it('marks a false positive with its note, once; readers may not decide', async () => {
    const [mo] = await caseOf(ids.mo ?? '');
    const id = mo?.id ?? '';
    expect((await decide(id, 'FALSE_POSITIVE', 'ok', decider)).status).toBe(400);
    expect((await decide(id, 'FALSE_POSITIVE', 'Different person', reader)).status).toBe(403);
    const done = await decide(id, 'FALSE_POSITIVE', 'Different person: born 1992, Dubai', decider);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ accountFrozen: false, case: { status: 'FALSE_POSITIVE', decidedBy: { name: 'Dee Decider' }, notes: [{ body: 'Different person: born 1992, Dubai' }] } });
    expect(done.body.case.decidedAt).toMatch(/^\d{4}-/);
    const twice = await decide(id, 'TRUE_MATCH', 'Changed my mind', decider);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatchObject({ code: 'screening.caseDecided', params: { status: 'FALSE_POSITIVE' } });
    expect((await customer(ids.mo ?? ''))?.state).toBe('ACTIVE');
    expect((await decide(UNKNOWN_UUID, 'TRUE_MATCH')).status).toBe(404);
  });

  it('a true match freezes the active account in the same transaction, with the case as its reason, once', async () => {
    const [first, second] = await caseOf(ids.ivan ?? '');
    const match = await decide(first?.id ?? '', 'TRUE_MATCH', 'Passport and birth date match the SDN entry', decider);
    expect(match.status).toBe(200);
    expect(match.body.accountFrozen).toBe(true);
    const frozen = await customer(ids.ivan ?? '');
    expect(frozen).toMatchObject({ state: 'FROZEN', frozenUntil: null });
    expect(frozen?.stateReason).toContain(first?.id);
    const freezes = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'customers.freeze'), eq(auditLog.customerId, ids.ivan ?? '')));
    expect(freezes).toHaveLength(1);
    expect(freezes[0]).toMatchObject({ before: { state: 'ACTIVE' }, after: { state: 'FROZEN', screeningCaseId: first?.id } });
    // The second case of the same customer finds the account frozen already: no second freeze.
    const again = await decide(second?.id ?? '', 'TRUE_MATCH', 'Same person, second list', decider);
    expect(again.body.accountFrozen).toBe(false);
    expect(await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'customers.freeze'), eq(auditLog.customerId, ids.ivan ?? '')))).toHaveLength(1);
    // A frozen account keeps its own freeze and reason.
    const [olga] = await caseOf(ids.frozen ?? '');
    const olgaMatch = await decide(olga?.id ?? '', 'TRUE_MATCH', 'Confirmed by the compliance officer', decider);
    expect(olgaMatch.body.accountFrozen).toBe(false);
    expect((await customer(ids.frozen ?? ''))?.stateReason).toBe('Earlier freeze');
  });

  it('decides a case once when two admins decide at the same time', async () => {
    await addCustomer('race', 'Pavel Durak', null, 'RU');
    await upload(`${header}\nPavel Durak,,,RU,OFAC SDN\n`, 'Race list');
    const [c] = await caseOf(ids.race ?? '');
    const answers = await Promise.all([decide(c?.id ?? '', 'TRUE_MATCH', 'Match one', decider), decide(c?.id ?? '', 'TRUE_MATCH', 'Match two', admin)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const freezes = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'customers.freeze'), eq(auditLog.customerId, ids.race ?? '')));
    expect(freezes).toHaveLength(1);
  });

  it('appends notes to a case, decided or not, with author and time', async () => {
    const [c] = await caseOf(ids.mo ?? '');
    const id = c?.id ?? '';
    expect((await server.call('POST', `/admin/screening/cases/${id}/notes`, { token: reader, body: { body: 'Looks fine' } })).status).toBe(403);
    expect((await server.call('POST', `/admin/screening/cases/${id}/notes`, { token: decider, body: { body: '' } })).status).toBe(400);
    expect((await server.call('POST', `/admin/screening/cases/${UNKNOWN_UUID}/notes`, { token: decider, body: { body: 'Nobody' } })).status).toBe(404);
    const added = await server.call<ScreeningCaseDetail>('POST', `/admin/screening/cases/${id}/notes`, { token: decider, body: { body: 'Customer sent a utility bill too' } });
    expect(added.status).toBe(200);
    expect(added.body.notes.map((n) => n.body)).toEqual(['Different person: born 1992, Dubai', 'Customer sent a utility bill too']);
    expect(added.body.noteCount).toBe(2);
    const audit = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'screening.case.note'), eq(auditLog.targetId, id)));
    expect(audit[0]?.customerId).toBe(ids.mo);
    expect((await detail(UNKNOWN_UUID)).status).toBe(404);
    expect((await detail('nope')).status).toBe(400);
  });

  it('only screening.manage uploads lists and screens a customer on demand', async () => {
    expect((await upload(`${header}\nX Y,,,,L`, 'Nope', decider)).status).toBe(403);
    const screened = await server.call<Answer<CustomerScreeningResult>>('POST', `/admin/screening/customers/${ids.ivan2}/screen`, { token: admin });
    expect(screened.status).toBe(200);
    expect(screened.body).toMatchObject({ provider: 'WATCHLIST', hits: 0, casesOpened: 0 });
    expect((await server.call('POST', `/admin/screening/customers/${UNKNOWN_UUID}/screen`, { token: admin })).status).toBe(404);
    expect((await server.call('POST', `/admin/screening/customers/${ids.ivan2}/screen`, { token: decider })).status).toBe(403);
  });

  it('screens a customer again when a profile edit changes the name, through the trigram index on the entries', async () => {
    await upload(`${header}\nMaria Garcia Lopes,,1990-01-01,ES,Interpol\n`, 'Interpol');
    await server.database.db.delete(screeningCases).where(eq(screeningCases.customerId, ids.maria ?? ''));
    const edited = await server.call<ApiError>('PATCH', `/admin/customers/${ids.maria}`, { token: admin, body: { name: 'Maria Garcia Lopez', reason: 'Second surname from the passport' } });
    expect(edited.status).toBe(200);
    const opened = await caseOf(ids.maria ?? '');
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ status: 'OPEN', entry: { name: 'Maria Garcia Lopes', listName: 'Interpol' } });
    // Screening on demand finds the same hit and opens no second case.
    const screened = await server.call<CustomerScreeningResult>('POST', `/admin/screening/customers/${ids.maria}/screen`, { token: admin });
    expect(screened.body).toMatchObject({ hits: 1, casesOpened: 0 });
  });
});

/** A stand-in for ComplyAdvantage's search API: a real HTTP server on a random port. */
function fakeComplyAdvantage() {
  const requests: { path: string; authorization: string | undefined; body: Record<string, unknown> }[] = [];
  let failNext = false;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      if (failNext) {
        failNext = false;
        res.writeHead(503).end('busy');
        return;
      }
      const hits = String(body.search_term).toLowerCase().includes('petrov')
        ? [
            { doc: { id: 'CA-1', name: 'Ivan Petrov', aka: [{ name: 'Ivan Petrov' }, { name: 'Iwan Petrow' }], fields: [{ name: 'Date of Birth', tag: 'date_of_birth', value: '1970-05-01' }, { name: 'Country Code', tag: 'country_codes', value: 'RU' }], sources: ['ofac-sdn-list'], types: ['sanction'] }, match_types: ['name_exact'] },
            { doc: { id: 'CA-2', name: 'Natalia Orlova', aka: [], fields: [], sources: ['eu-sanctions'], types: ['sanction'] } },
          ]
        : [];
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'success', content: { data: { id: 42, ref: 'r', hits } } }));
    });
  });
  return {
    requests,
    failOnce: () => (failNext = true),
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the ComplyAdvantage-style provider against a local fake server', () => {
  const fake = fakeComplyAdvantage();
  let server: TestServer;
  let admin: string;
  let ivan: string;

  beforeAll(async () => {
    const url = await fake.start();
    server = await startTestServer('pglite', { SCREENING_PROVIDER: 'complyadvantage', SCREENING_API_URL: url, SCREENING_API_KEY: 'test-key' });
    await server.createAdmin({ email: 'admin@example.com', password: TEST_PASSWORD, role: 'admin' });
    admin = await signIn(server, 'admin@example.com');
    const [row] = await server.database.db.insert(customers).values({ email: 'ivan@example.com', name: 'Ivan Petrov', dateOfBirth: '1970-05-01', country: 'RU', state: 'ACTIVE' }).returning({ id: customers.id });
    ivan = row?.id ?? '';
  });
  afterAll(async () => {
    await server.close();
    await fake.stop();
  });

  it('POSTs the search with the key, maps its hits and opens a case for those above the threshold', async () => {
    const answer = await server.call<CustomerScreeningResult>('POST', `/admin/screening/customers/${ivan}/screen`, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ provider: 'COMPLYADVANTAGE', hits: 1, casesOpened: 1, threshold: 0.85 });
    expect(fake.requests[0]).toMatchObject({ path: '/v1/searches', authorization: 'Token test-key', body: { search_term: 'Ivan Petrov', client_ref: ivan, filters: { birth_year: 1970 } } });
    const list = await server.call<ListResponse<ScreeningCase>>('GET', `/admin/screening/cases?customerId=${ivan}`, { token: admin });
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({
      provider: 'COMPLYADVANTAGE',
      score: 1,
      entry: { id: null, name: 'Ivan Petrov', aliases: ['Iwan Petrow'], dateOfBirth: '1970-05-01', country: 'RU', listName: 'ofac-sdn-list', watchlist: null },
    });
    // Screening again opens no second case for the same provider record.
    const again = await server.call<CustomerScreeningResult>('POST', `/admin/screening/customers/${ivan}/screen`, { token: admin });
    expect(again.body).toMatchObject({ hits: 1, casesOpened: 0 });
  });

  it('answers 502 when the provider fails, and opens nothing', async () => {
    fake.failOnce();
    const answer = await server.call<ApiError>('POST', `/admin/screening/customers/${ivan}/screen`, { token: admin });
    expect(answer.status).toBe(502);
    expect(answer.body.error.code).toBe('screening.providerFailed');
  });
});
