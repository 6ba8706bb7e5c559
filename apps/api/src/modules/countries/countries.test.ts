import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryControl, CountryControlChange, CountryControlList } from '@exchange/contract/countries/countries';
import { ISO_COUNTRY_CODES } from '@exchange/contract/platform/countries';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { auditLog } from '../../platform/audit/audit-table.ts';
import { TEST_PASSWORD, createAdminWithOwnPolicies, fieldsOf, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { isCountryAllowed } from './country-access.ts';
import { countryControlChanges } from './country-tables.ts';

describe.each(testDatabaseKinds())('country whitelist on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let reader: string;

  const set = (country: string, operation: string, allowed: boolean, token = admin) =>
    server.call<CountryControl & ApiError>('PUT', `/admin/countries/${country}`, { token, body: { operation, allowed } });
  const list = (query = '', token = admin) => server.call<CountryControlList & ApiError>('GET', `/admin/countries${query}`, { token });

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.createAdmin({ email: 'admin@example.com', password: TEST_PASSWORD, role: 'admin', name: 'Ada Admin' });
    await createAdminWithOwnPolicies(server, { email: 'reader@example.com', policies: ['countries.read'] });
    admin = await signIn(server, 'admin@example.com');
    reader = await signIn(server, 'reader@example.com');
  });
  afterAll(() => server.close());

  it('lists every ISO country, allowed for everything until changed', async () => {
    const all = await list('', reader);
    expect(all.status).toBe(200);
    expect(all.body.items.map((c) => c.country)).toEqual([...ISO_COUNTRY_CODES]);
    expect(all.body.items.every((c) => c.signUpAllowed && c.depositAllowed && c.withdrawalAllowed && c.updatedBy === null)).toBe(true);
    expect(await isCountryAllowed(server.database.db, 'IR', 'WITHDRAWAL')).toBe(true);
  });

  it('turns each operation off and on separately, guarded, with history and audit', async () => {
    const off = await set('IR', 'WITHDRAWAL', false);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ country: 'IR', signUpAllowed: true, depositAllowed: true, withdrawalAllowed: false, updatedBy: { name: 'Ada Admin' } });
    expect(await isCountryAllowed(server.database.db, 'IR', 'WITHDRAWAL')).toBe(false);
    expect(await isCountryAllowed(server.database.db, 'ir', 'DEPOSIT')).toBe(true);
    expect(await isCountryAllowed(server.database.db, 'IR', 'SIGN_UP')).toBe(true);

    const again = await set('IR', 'WITHDRAWAL', false);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'country.alreadySet', params: { country: 'IR' } });

    expect((await set('IR', 'SIGN_UP', false)).body.signUpAllowed).toBe(false);
    expect((await set('IR', 'WITHDRAWAL', true)).body).toMatchObject({ withdrawalAllowed: true, signUpAllowed: false });

    const history = await server.call<ListResponse<CountryControlChange>>('GET', '/admin/countries/history?country=IR', { token: reader });
    expect(history.body.items.map((h) => [h.operation, h.before, h.after, h.admin.email])).toEqual([
      ['WITHDRAWAL', false, true, 'admin@example.com'],
      ['SIGN_UP', true, false, 'admin@example.com'],
      ['WITHDRAWAL', true, false, 'admin@example.com'],
    ]);
    expect((await server.call<ListResponse<CountryControlChange>>('GET', '/admin/countries/history?operation=SIGN_UP', { token: reader })).body.total).toBe(1);
    const audit = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'countries.control.set'), eq(auditLog.targetId, 'IR')));
    expect(audit.map((a) => a.after)).toEqual([
      { operation: 'WITHDRAWAL', allowed: false },
      { operation: 'SIGN_UP', allowed: false },
      { operation: 'WITHDRAWAL', allowed: true },
    ]);
    // The history is append-only.
    await expect(server.database.db.delete(countryControlChanges)).rejects.toThrow();
  });

  it('filters the countries restricted for an operation', async () => {
    await set('KP', 'DEPOSIT', false);
    expect((await list('?restricted=SIGN_UP')).body.items.map((c) => c.country)).toEqual(['IR']);
    expect((await list('?restricted=DEPOSIT')).body.items.map((c) => c.country)).toEqual(['KP']);
    expect((await list('?restricted=ANY')).body.items.map((c) => c.country)).toEqual(['IR', 'KP']);
    expect((await list('?restricted=WITHDRAWAL')).body.items).toEqual([]);
    expect((await list('?country=KP')).body.items).toHaveLength(1);
  });

  it('refuses unknown countries, operations and admins without countries.manage', async () => {
    const unknown = await set('XX', 'DEPOSIT', false);
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown.body)).toEqual(['country']);
    expect(fieldsOf((await set('FR', 'TRADING', false)).body)).toEqual(['operation']);
    expect(fieldsOf((await server.call<ApiError>('PUT', '/admin/countries/FR', { token: admin, body: { operation: 'DEPOSIT', allowed: 'no' } })).body)).toEqual(['allowed']);
    expect((await set('FR', 'DEPOSIT', false, reader)).status).toBe(403);
    expect(await isCountryAllowed(server.database.db, 'FR', 'DEPOSIT')).toBe(true);
  });
});
