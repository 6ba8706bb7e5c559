import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { openPostgres } from '../apps/api/src/platform/db/database.ts';
import { customers } from '../apps/api/src/modules/customers/customer-tables.ts';
import { emitEvent } from '../apps/api/src/modules/integration/emit-event.ts';
import { benchDatabase } from './bench-helpers.ts';
import { type Figure, startBenchServer } from './bench-server.ts';

const dbName = process.env.BENCH_INTEGRATION_DB_NAME ?? 'bench_integration';
const REPORTS = 3000;
const DELIVERIES = 2000;
const CRYPTO_DEPOSITS = 1000;

/**
 * Deposit reports per second through POST /platform/fiat/deposits at concurrency 10, each with its
 * own Idempotency-Key (a key claim, a deposit and its audit row per request), and webhook
 * deliveries per second from the outbox to a local receiver (signed POSTs made by the job queue).
 */
export async function measureIntegration(): Promise<Figure[]> {
  // A fresh database each run: the figures are of an empty outbox and job queue.
  const url = await benchDatabase(dbName, { fresh: true });
  const database = await openPostgres(url, { poolSize: 4 });
  const [customer] = await database.db.insert(customers).values({ email: 'bench-payer@example.com', name: 'Bench Payer', country: 'AE', kycLevel: 2, state: 'ACTIVE' }).returning({ id: customers.id });
  if (!customer) throw new Error('no bench customer');

  let received = 0;
  let firstAt = 0;
  let lastAt = 0;
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received++;
      lastAt = performance.now();
      if (received === 1) firstAt = lastAt;
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

  const server = await startBenchServer({ DATABASE_URL: url, DEMO_DATA: 'false' }, 18093);
  try {
    const admin = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
    const created = (await (await fetch(`${server.baseUrl}/admin/integration/service-accounts`, { method: 'POST', headers: admin, body: JSON.stringify({ name: 'Bench rails', scopes: ['deposits.report', 'crypto.deposits.report', 'crypto.confirmations.report'] }) })).json()) as { apiKey: string };
    const hook = await fetch(`${server.baseUrl}/admin/integration/webhooks`, { method: 'POST', headers: admin, body: JSON.stringify({ url: receiverUrl, eventTypes: ['deposit.credited'] }) });
    if (!hook.ok) throw new Error(`webhook not created: ${hook.status}`);

    let n = 0;
    const reports = await autocannon({
      url: server.baseUrl,
      connections: 10,
      amount: REPORTS,
      requests: [
        {
          method: 'POST',
          path: '/platform/fiat/deposits',
          setupRequest: (request) => ({
            ...request,
            headers: { authorization: `Bearer ${created.apiKey}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify({ customerId: customer.id, method: 'BANK_TRANSFER', currency: 'USD', amount: '10.00', reference: `BENCH-${++n}-${randomUUID().slice(0, 8)}` }),
          }),
        },
      ],
    });
    const reportErrors = reports.non2xx + reports.errors;
    const reportsPerSecond = (REPORTS - reportErrors) / (reports.duration || 1);

    // The outbox as a decision writes it: events with their deliveries and jobs, in transactions of 100.
    for (let i = 0; i < DELIVERIES; i += 100) {
      await database.db.transaction(async (tx) => {
        for (let j = i; j < Math.min(DELIVERIES, i + 100); j++) {
          await emitEvent(tx, { type: 'deposit.credited', subjectType: 'FIAT_DEPOSIT', subjectId: randomUUID(), customerId: customer.id, data: { amount: '10.00', currency: 'USD' } });
        }
      });
    }
    const deadline = performance.now() + 300_000;
    while (received < DELIVERIES && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const deliveriesPerSecond = received > 1 ? (received - 1) / ((lastAt - firstAt) / 1000) : 0;
    const deliveredInTime = received;

    // Crypto deposits seen at 0 confirmations, then confirmed past the network's requirement: each
    // confirmation credits the customer with a journal entry (ledger lines, balances, outbox event).
    const platform = { authorization: `Bearer ${created.apiKey}`, 'content-type': 'application/json' };
    const txHashes = Array.from({ length: CRYPTO_DEPOSITS }, (_, i) => `0x${i.toString(16).padStart(8, '0')}${randomUUID().replace(/-/g, '')}${'0'.repeat(24)}`);
    for (const txHash of txHashes) {
      const seen = await fetch(`${server.baseUrl}/platform/crypto/deposits`, {
        method: 'POST',
        headers: { ...platform, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ coin: 'ETH', network: 'ERC20', customerId: customer.id, address: `0x${'b'.repeat(40)}`, txHash, amount: '0.25', confirmations: 0 }),
      });
      if (!seen.ok) throw new Error(`crypto deposit report answered ${seen.status}: ${await seen.text()}`);
    }
    let c = 0;
    const confirmations = await autocannon({
      url: server.baseUrl,
      connections: 10,
      amount: CRYPTO_DEPOSITS,
      requests: [
        {
          method: 'POST',
          path: '/platform/crypto/deposits/confirmations',
          setupRequest: (request) => ({
            ...request,
            headers: { ...platform, 'idempotency-key': randomUUID() },
            body: JSON.stringify({ coin: 'ETH', network: 'ERC20', txHash: txHashes[c++ % CRYPTO_DEPOSITS], confirmations: 64 }),
          }),
        },
      ],
    });
    const confirmErrors = confirmations.non2xx + confirmations.errors;
    const creditsPerSecond = (CRYPTO_DEPOSITS - confirmErrors) / (confirmations.duration || 1);
    const credited = await database.rawSql(`select count(*)::int as n from crypto_deposits where status = 'CREDITED' and ledger_entry_id is not null`);


    return [
      {
        figure: `crypto confirmations crediting a journal entry each/s (${String(credited.rows[0]?.n)}/${CRYPTO_DEPOSITS} credited)`,
        value: `${creditsPerSecond.toFixed(0)}/s`,
        target: '>= 100/s',
        met: creditsPerSecond >= 100 && confirmErrors === 0 && credited.rows[0]?.n === CRYPTO_DEPOSITS,
      },
      { figure: 'platform deposit reports/s (concurrency 10, idempotency key each)', value: `${reportsPerSecond.toFixed(0)}/s`, target: '>= 100/s', met: reportsPerSecond >= 100 && reportErrors === 0 },
      { figure: `webhook deliveries/s to a local receiver (${deliveredInTime}/${DELIVERIES})`, value: `${deliveriesPerSecond.toFixed(0)}/s`, target: '>= 100/s', met: deliveriesPerSecond >= 100 && deliveredInTime === DELIVERIES },
    ];
  } finally {
    await server.stop();
    await database.close();
    receiver.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const f of await measureIntegration()) process.stdout.write(`${f.figure}: ${f.value} (target ${f.target}) ${f.met ? 'met' : 'NOT MET'}\n`);
}
