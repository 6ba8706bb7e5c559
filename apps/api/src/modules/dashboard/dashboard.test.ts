import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@exchange/contract/dashboard/dashboard';
import type { FiatDeposit } from '@exchange/contract/fiat/fiat-deposits';
import type { ApiError } from '@exchange/contract/platform/errors';
import { TEST_PASSWORD, createAdminWithOwnPolicies, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';

type Answer<T> = T & ApiError;

describe.each(testDatabaseKinds())('dashboard on %s', (kind) => {
  let server: TestServer;
  let maker: string;
  let checker: string;

  const call = <T>(method: string, path: string, token: string, body?: unknown) => server.call<Answer<T>>(method, path, { token, body });

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.createAdmin({ email: 'maker@example.com', password: TEST_PASSWORD, role: 'superAdmin', name: 'Mia' });
    await server.createAdmin({ email: 'checker@example.com', password: TEST_PASSWORD, role: 'superAdmin', name: 'Carl' });
    maker = await signIn(server, 'maker@example.com');
    checker = await signIn(server, 'checker@example.com');
    const customers = await rowsOf<{ id: string }>(server, sql`insert into customers (email, name, country, state) values
      ('dash-1@example.com', 'Dash One', 'AE', 'ACTIVE'), ('dash-2@example.com', 'Dash Two', 'AE', 'ACTIVE') returning id`);
    // Three deposits today, two of them credited.
    for (const [i, amount] of ['100.50', '49.50', '20'].entries()) {
      const created = await call<FiatDeposit>('POST', '/admin/fiat/deposits', maker, { customerId: customers[i % 2]?.id, method: 'BANK_TRANSFER', currency: 'AED', amount, reference: `DASH-${i}` });
      expect(created.status).toBe(200);
      if (i < 2) expect((await call<FiatDeposit>('POST', `/admin/fiat/deposits/${created.body.id}/approve`, checker, { statementReference: `STMT-DASH-${i}` })).status).toBe(200);
    }
  });
  afterAll(() => server?.close());

  it('shows today against the week, what customers are owed against what the exchange holds, and the queues', async () => {
    const answer = await call<Dashboard>('GET', '/admin/dashboard', maker);
    expect(answer.status).toBe(200);
    const deposits = answer.body.activity.find((line) => line.metric === 'fiatDeposits' && line.asset === 'AED');
    expect(deposits).toEqual({ metric: 'fiatDeposits', asset: 'AED', todayCount: 3, todayAmount: '170', averageCount: '0.00', averageAmount: '0' });
    expect(answer.body.activity.find((line) => line.metric === 'newCustomers')).toMatchObject({ asset: null, todayCount: 2, todayAmount: null });

    // The liabilities read from the exchange's side equal the customers' balances summed one by one.
    const [owed] = await rowsOf<{ total: string }>(server, sql`select trim_scale(sum(balance))::text as total from ledger_balances b join ledger_accounts a on a.id = b.account_id where a.owner = 'CUSTOMER' and a.asset = 'AED'`);
    expect(owed?.total).toBe('150');
    expect(answer.body.liabilities).toEqual([{ asset: 'AED', liabilities: '150', holdings: '150', coverage: '100.00' }]);

    expect(answer.body.queues.find((q) => q.queue === 'fiatDepositsToMatch')).toMatchObject({ count: 1, capped: false });
    expect(answer.body.alerts).toEqual([]);
  });

  it('shows only what the admin may read, and nothing without dashboard.read', async () => {
    await createAdminWithOwnPolicies(server, { email: 'viewer@example.com', policies: ['dashboard.read', 'kyc.read'] });
    await createAdminWithOwnPolicies(server, { email: 'none@example.com', policies: ['kyc.read'] });
    const viewer = await call<Dashboard>('GET', '/admin/dashboard', await signIn(server, 'viewer@example.com'));
    expect(viewer.status).toBe(200);
    expect(viewer.body).toMatchObject({ activity: [], liabilities: null, alerts: null });
    expect(viewer.body.queues.map((q) => q.queue)).toEqual(['kycToReview']);
    const refused = await call<Dashboard>('GET', '/admin/dashboard', await signIn(server, 'none@example.com'));
    expect(refused.status).toBe(403);
  });
});
