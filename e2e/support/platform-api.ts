import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import type { ServiceScope } from '@exchange/contract/integration/integration-rules';
import type { CreatedServiceAccount } from '@exchange/contract/integration/service-accounts';
import { adminCall, signInByApi } from './admin-api.ts';
import { E2E_ADMIN, E2E_BASE_URL } from './e2e-env.ts';

/** An API key of the exchange's services, made by the super admin through the console's API. */
export async function serviceKey(name: string, scopes: ServiceScope[]): Promise<string> {
  const root = await signInByApi(E2E_ADMIN.email, E2E_ADMIN.password);
  const made = await adminCall<CreatedServiceAccount>('POST', '/admin/integration/service-accounts', { name: `${name} ${randomBytes(3).toString('hex')}`, scopes }, root);
  expect(made.status).toBe(200);
  return made.body.apiKey;
}

/** A report of the exchange's services through the integration API, with its own Idempotency-Key. */
export async function platformPost<T>(apiKey: string, path: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(E2E_BASE_URL + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}
