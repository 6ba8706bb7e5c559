import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankAccount } from '@exchange/contract/bank-accounts/bank-accounts';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { ApiError } from '@exchange/contract/platform/errors';
import { auditLog } from '../../platform/audit/audit-table.ts';
import { TEST_PASSWORD, UNKNOWN_UUID, fieldsOf, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';

const BASE = '/admin/bankAccounts';

describe.each(testDatabaseKinds())('bank account requests on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let finance: string;
  let support: string;

  const get = <T>(path: string, token = admin) => server.call<T & ApiError>('GET', path, { token });
  const post = <T>(path: string, body?: unknown, token = admin) => server.call<T & ApiError>('POST', path, { token, body });
  const taken = new Set<string>();
  async function account(status: string): Promise<string> {
    const rows = await rowsOf<{ id: string }>(server, sql`select id from customer_bank_accounts where status = ${status} order by created_at, id`);
    const free = rows.find((r) => !taken.has(r.id));
    if (!free) throw new Error(`no free ${status} account`);
    taken.add(free.id);
    return free.id;
  }

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { demoData: true });
    await server.createAdmin({ email: 'bank1@example.com', password: TEST_PASSWORD, role: 'admin', name: 'Bea Bank' });
    await server.createAdmin({ email: 'finance@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Fin Ance' });
    await server.createAdmin({ email: 'support@example.com', password: TEST_PASSWORD, role: 'support' });
    admin = await signIn(server, 'bank1@example.com');
    finance = await signIn(server, 'finance@example.com');
    support = await signIn(server, 'support@example.com');
  }, 120_000);
  afterAll(async () => server.close());

  it('lists pending accounts oldest first, 50 a page, with the KYC name and a mismatch flag', async () => {
    const list = await get<ListResponse<BankAccount>>(`${BASE}?status=PENDING`);
    expect(list.status).toBe(200);
    expect(list.body.limit).toBe(50);
    const times = list.body.items.map((a) => a.createdAt);
    expect(times).toEqual([...times].sort());
    const all = await get<ListResponse<BankAccount>>(`${BASE}?limit=200`);
    expect(all.body.items.some((a) => a.holderMismatch)).toBe(true);
    expect(all.body.items.some((a) => !a.holderMismatch)).toBe(true);
    // Upper case and surname first is the same name: no warning.
    const variant = all.body.items.find((a) => a.holderName !== a.kycName && a.holderName.toLowerCase().split(' ').sort().join(' ') === a.kycName.toLowerCase().split(' ').sort().join(' '));
    expect(variant?.holderMismatch).toBe(false);
  });

  it('names the KYC name from the latest approved KYC request, else the profile', async () => {
    const [row] = await rowsOf<{ id: string; customer_id: string }>(server, sql`select id, customer_id from customer_bank_accounts order by created_at limit 1`);
    await server.database.db.execute(sql`insert into kyc_requests (customer_id, level, status, full_name, date_of_birth, nationality, country, document_type, document_number,
      reviewer_id, decided_by, decided_at, submitted_at)
      select ${row?.customer_id}, 2, 'APPROVED', 'Zoë Ångström', '1990-01-01', 'SE', 'SE', 'PASSPORT', 'P1', id, id, now(), now() from admins limit 1`);
    await server.database.db.execute(sql`update customer_bank_accounts set holder_name = 'ANGSTROM Zoe' where id = ${row?.id}`);
    const list = await get<ListResponse<BankAccount>>(`${BASE}?customerId=${row?.customer_id}`);
    const found = list.body.items.find((a) => a.id === row?.id);
    expect(found).toMatchObject({ kycName: 'Zoë Ångström', holderMismatch: false });
  });

  it('filters and refuses bad filters naming them', async () => {
    const [row] = await rowsOf<{ holder_name: string; country: string }>(server, sql`select holder_name, country from customer_bank_accounts order by created_at desc limit 1`);
    const found = await get<ListResponse<BankAccount>>(`${BASE}?search=${encodeURIComponent(row?.holder_name ?? '')}&country=${row?.country}`);
    expect(found.body.items.length).toBeGreaterThan(0);
    expect(found.body.items.every((a) => a.country === row?.country)).toBe(true);
    for (const [query, field] of [['status=OPEN', 'status'], ['country=XX', 'country'], ['customerId=1', 'customerId']]) {
      const bad = await get(`${BASE}?${query}`);
      expect(bad.status, query).toBe(400);
      expect(fieldsOf(bad.body), query).toContain(field);
    }
  });

  it('verifies a pending account once, audited with the customer', async () => {
    const id = await account('PENDING');
    const verified = await post<BankAccount>(`${BASE}/${id}/verify`);
    expect(verified.status).toBe(200);
    expect(verified.body.status).toBe('VERIFIED');
    expect(verified.body.decidedBy?.name).toBe('Bea Bank');
    const again = await post(`${BASE}/${id}/verify`, undefined, finance);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'bankAccount.wrongStatus', params: { status: 'VERIFIED', target: 'VERIFIED' } });
    const rows = await server.database.db.select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(asc(auditLog.id));
    expect(rows.map((r) => r.action)).toEqual(['bankAccounts.account.verify']);
    expect(rows[0]?.customerId).toBe(verified.body.customer.id);
    expect(rows[0]?.after).toMatchObject({ status: 'VERIFIED', holderMismatch: verified.body.holderMismatch });
  });

  it('rejects with a reason (400 without one), only from PENDING', async () => {
    const id = await account('PENDING');
    const noReason = await post(`${BASE}/${id}/reject`, {});
    expect(noReason.status).toBe(400);
    expect(fieldsOf(noReason.body)).toEqual(['reason']);
    const short = await post(`${BASE}/${id}/reject`, { reason: 'no' });
    expect(fieldsOf(short.body)).toEqual(['reason']);
    const rejected = await post<BankAccount>(`${BASE}/${id}/reject`, { reason: 'Holder is a company' }, finance);
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'REJECTED', rejectReason: 'Holder is a company' });
    const decided = await account('VERIFIED');
    const refused = await post(`${BASE}/${decided}/reject`, { reason: 'Changed my mind' });
    expect(refused.status).toBe(409);
    expect((await post(`${BASE}/${UNKNOWN_UUID}/verify`)).status).toBe(404);
  });

  it('two admins at once: one wins', async () => {
    const id = await account('PENDING');
    const answers = await Promise.all([post(`${BASE}/${id}/verify`), post(`${BASE}/${id}/reject`, { reason: 'Account closed' }, finance)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const rows = await server.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(rows).toHaveLength(1);
  });

  it('needs bankAccounts.decide: support reads but gets 403 deciding', async () => {
    const id = await account('PENDING');
    expect((await get(`${BASE}`, support)).status).toBe(200);
    const refused = await post(`${BASE}/${id}/verify`, undefined, support);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('access.policyRequired');
    expect((await server.call('GET', BASE)).status).toBe(401);
  });

  it('exports the filtered rows as CSV', async () => {
    const answer = await server.call<string>('GET', `${BASE}?status=REJECTED&format=csv`, { token: admin });
    expect(answer.status).toBe(200);
    const lines = answer.body.trim().split('\n');
    expect(lines[0]).toBe('account_id,created_at,status,customer_email,customer_name,kyc_name,holder_name,bank,account_number,country,currency,decided_at,reject_reason');
    const [stored] = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from customer_bank_accounts where status = 'REJECTED'`);
    expect(lines.length - 1).toBe(stored?.n);
  });
});
