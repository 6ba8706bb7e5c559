import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { P2PTransaction } from '@exchange/contract/p2p/transactions';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { TEST_PASSWORD, rowsOf, signIn } from '../../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../../testing/test-server.ts';
import { generateDemoData } from '../demo/demo-data.ts';

/**
 * A deep page read again within seconds starts from the row that began it (keyset), so an
 * operator working through page 3 does not see rows jump when rows of earlier pages are decided.
 */
describe.each(testDatabaseKinds())('deep pages of the transactions list on %s', (kind) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await generateDemoData(server.database.db, { transactions: 2000 });
    await server.createAdmin({ email: 'root@example.com', password: TEST_PASSWORD, role: 'superAdmin' });
    token = await signIn(server, 'root@example.com');
  });
  afterAll(() => server.close());

  const page = async (n: number) => {
    const answer = await server.call<ListResponse<P2PTransaction>>('GET', `/admin/p2p/transactions?status=REQUESTED&page=${n}&limit=5`, { token });
    expect(answer.status).toBe(200);
    return answer.body.items.map((i) => i.id);
  };
  // Moves a row out of REQUESTED without the API, as another instance or process would.
  const decideElsewhere = (id: string) => server.database.db.execute(sql`update p2p_transactions set status = 'APPROVED' where id = ${id}`);

  it('keeps page 2 where it began while rows of page 0 leave the filter', async () => {
    const first = await page(2);
    expect(first).toHaveLength(5);
    const top = (await page(0))[0] ?? '';
    await decideElsewhere(top);
    expect(await page(2)).toEqual(first);
    // Read by offset, page 2 has moved by one row: what a fresh reader sees.
    const [byOffset] = await rowsOf<{ ids: string[] }>(server, sql`select array_agg(id) as ids from (select id from p2p_transactions where status = 'REQUESTED' order by created_at desc, id desc limit 5 offset 10) p`);
    expect(byOffset?.ids).not.toEqual(first);
  });

  it('starts after the remembered first row once it has left the filter itself', async () => {
    const before = await page(3);
    await decideElsewhere(before[0] ?? '');
    const after = await page(3);
    expect(after.slice(0, 4)).toEqual(before.slice(1));
    expect(after).toHaveLength(5);
    expect(after).not.toContain(before[0]);
  });
});
