import { randomUUID } from 'node:crypto';
import type { CreatedServiceAccount } from '@exchange/contract/integration/service-accounts';
import type { ServiceScope } from '@exchange/contract/integration/integration-rules';
import { customers } from '../modules/customers/customer-tables.ts';
import { customerAccount, exchangeAccount, move, postEntry } from '../modules/ledger/post-entry.ts';
import type { TestServer } from './test-server.ts';

/** A customer of the tests, ACTIVE unless told otherwise. */
export async function newCustomer(server: TestServer, email: string, state: 'ACTIVE' | 'FROZEN' = 'ACTIVE'): Promise<string> {
  const [row] = await server.database.db.insert(customers).values({ email, name: email.split('@')[0] ?? email, country: 'AE', kycLevel: 2, state, stateReason: state === 'FROZEN' ? 'Under review' : null }).returning({ id: customers.id });
  if (!row) throw new Error('no customer');
  return row.id;
}

/** Coins on a customer's available balance, as a crypto deposit credits them (a real journal entry from the exchange's wallet). */
export async function fundCustomer(server: TestServer, customerId: string, coin: string, amount: string, actorId: string): Promise<void> {
  await server.database.db.transaction((tx) =>
    postEntry(tx, { kind: 'CRYPTO_DEPOSIT', referenceType: 'test_funding', referenceId: randomUUID(), actorId, lines: move(exchangeAccount('CRYPTO_WALLET'), customerAccount(customerId), coin, amount) }),
  );
}

/** A service account of the exchange with these scopes, made through the console's API; its API key. */
export async function serviceKey(server: TestServer, adminToken: string, name: string, scopes: ServiceScope[]): Promise<string> {
  const created = await server.call<CreatedServiceAccount>('POST', '/admin/integration/service-accounts', { token: adminToken, body: { name, scopes } });
  if (created.status !== 200) throw new Error(`service account: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.apiKey;
}

/** A /platform POST with its Idempotency-Key (a fresh one unless given). */
export function platformPost<T>(server: TestServer, apiKey: string, path: string, body: unknown, idempotencyKey: string | null = randomUUID()) {
  return server.call<T>('POST', path, { token: apiKey, body, headers: idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey } });
}
