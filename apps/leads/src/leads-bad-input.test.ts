import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELAXED_LIMITS, TEST_PASSWORD, signIn } from '@exchange/api/src/testing/access-test-helpers.ts';
import { LEAK_PATTERNS, operationsOf, requestFor, type OpenApiOperation } from '@exchange/api/src/testing/openapi-fuzz.ts';
import { startTestServer, type TestServer } from '@exchange/api/src/testing/test-server.ts';
import { migrateLeads } from './leads-migrations.ts';
import { generateLeadsDemoData } from './leads-demo-data.ts';
import { buildLeadsServer } from './leads-server.ts';

// Each run draws new inputs (fast-check seeds itself), so the runs add up over the suite's life;
// FUZZ_RUNS_PER_OPERATION=200 digs deeper in one go.
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS_PER_OPERATION ?? 20);

/**
 * Malformed paths, queries and bodies on every operation the leads API documents (new routes are
 * picked up on their own): never a 5xx, never a stack trace or SQL text.
 */
describe('malformed input on every leads API route', () => {
  let server: TestServer;
  let leads: Awaited<ReturnType<typeof buildLeadsServer>>;
  let baseUrl: string;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer('pglite', RELAXED_LIMITS);
    await migrateLeads(server.database.db);
    await server.createAdmin({ email: 'lead-fuzz@example.com', password: TEST_PASSWORD });
    await generateLeadsDemoData(server.database.db);
    token = await signIn(server, 'lead-fuzz@example.com');
    leads = await buildLeadsServer({ db: server.database.db, config: server.config, logger: false });
    await leads.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(leads.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await leads?.close();
    await server?.close();
  });

  it('answers every generated call without a 5xx or a leak', async () => {
    const document = JSON.parse(JSON.stringify(leads.swagger())) as { paths: Record<string, Record<string, OpenApiOperation>> };
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThanOrEqual(9);
    const list = (await (await fetch(`${baseUrl}/leads?limit=20`, { headers: { authorization: `Bearer ${token}` } })).json()) as { items: { id: string }[] };
    const leadIds = list.items.map((lead) => lead.id);
    expect(leadIds.length).toBeGreaterThan(0);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(requestFor(op, (param) => (param === 'leadId' ? leadIds : [])), async (request) => {
          const response = await fetch(baseUrl + request.url, {
            method: request.method,
            headers: { authorization: `Bearer ${token}`, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
            body: request.body === undefined ? undefined : JSON.stringify(request.body),
          });
          const text = await response.text();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status >= 500 || LEAK_PATTERNS.some((pattern) => pattern.test(text))) {
            failures.push(`${response.status} ${request.method} ${request.url} ${JSON.stringify(request.body)?.slice(0, 200)} -> ${text.slice(0, 200)}`);
          }
        }),
        { numRuns: RUNS_PER_OPERATION },
      );
    }
    expect(failures).toEqual([]);
    // The calls got past the gate: most answers are the routes' own, not a refused session.
    expect(statuses.get(401) ?? 0).toBe(0);
  });
});
