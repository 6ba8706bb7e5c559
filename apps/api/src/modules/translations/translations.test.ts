import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { TranslationImportResult, TranslationKeyRow, TranslationLanguage } from '@exchange/contract/translations/translations';
import { TEST_PASSWORD, auditRowsAfter, createAdminWithOwnPolicies, fieldsOf, lastAuditId, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';

type Answer<T> = T & ApiError;

describe.each(testDatabaseKinds())('translations on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let reader: string;
  let nobody: string;
  const call = <T>(method: string, path: string, token: string, body?: unknown) => server.call<Answer<T>>(method, path, { token, body });
  const upload = async (language: string, content: string, field = 'file', token = admin) => {
    const form = new FormData();
    form.append(field, new Blob([content], { type: 'application/json' }), `${language}.json`);
    const response = await fetch(`${server.baseUrl}/admin/translations/languages/${language}/import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: (await response.json()) as Answer<TranslationImportResult> };
  };
  const keys = async (language: string, query = '') => {
    const answer = await call<ListResponse<TranslationKeyRow>>('GET', `/admin/translations/languages/${language}/keys?limit=100${query}`, reader);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.createAdmin({ email: 'words@example.com', password: TEST_PASSWORD, role: 'admin' });
    await server.createAdmin({ email: 'reader@example.com', password: TEST_PASSWORD, role: 'support' });
    await createAdminWithOwnPolicies(server, { email: 'nobody@example.com', policies: ['bundles.read'] });
    admin = await signIn(server, 'words@example.com');
    reader = await signIn(server, 'reader@example.com');
    nobody = await signIn(server, 'nobody@example.com');
  }, 240_000);
  afterAll(() => server?.close());

  it('lists the six languages, English active; activates and deactivates them (idempotent, audited); English stays on', async () => {
    const languages = await call<{ items: TranslationLanguage[] }>('GET', '/admin/translations/languages', reader);
    expect(languages.body.items.map((l) => [l.code, l.active])).toEqual([['en', true], ['ar', false], ['fr', false], ['es', false], ['it', false], ['zh', false]]);
    const since = await lastAuditId(server);
    expect((await call<TranslationLanguage>('POST', '/admin/translations/languages/ar/activate', admin)).body).toMatchObject({ code: 'ar', active: true });
    expect((await call<TranslationLanguage>('POST', '/admin/translations/languages/ar/activate', admin)).body.active).toBe(true);
    expect((await call<TranslationLanguage>('POST', '/admin/translations/languages/ar/deactivate', admin)).body.active).toBe(false);
    expect((await auditRowsAfter(server, since)).map((r) => [r.action, r.targetId])).toEqual([['translation.language.activate', 'ar'], ['translation.language.deactivate', 'ar']]);
    const english = await call('POST', '/admin/translations/languages/en/deactivate', admin);
    expect([english.status, english.body.error.code]).toEqual([409, 'translation.baseLanguageRequired']);
    expect((await call('POST', '/admin/translations/languages/de/activate', admin)).status).toBe(404);
    expect((await call('POST', '/admin/translations/languages/EN!/activate', admin)).status).toBe(400);
    expect((await call('POST', '/admin/translations/languages/ar/activate', reader)).status).toBe(403);
    expect((await call('GET', '/admin/translations/languages', nobody)).status).toBe(403);
  });

  it('imports a nested file and a flat one, counting added, changed and unchanged; bad files are refused naming the file field', async () => {
    const first = await upload('en', JSON.stringify({ wallet: { title: 'Wallet', withdraw: { title: 'Withdraw' } }, 'common.ok': 'OK' }));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ added: 3, changed: 0, unchanged: 0 });
    const second = await upload('en', JSON.stringify({ 'wallet.title': 'My wallet', 'wallet.withdraw.title': 'Withdraw', 'common.cancel': 'Cancel' }));
    expect(second.body).toEqual({ added: 1, changed: 1, unchanged: 1 });
    expect((await upload('fr', JSON.stringify({ wallet: { title: 'Portefeuille' } }))).body).toEqual({ added: 1, changed: 0, unchanged: 0 });
    for (const [content, code] of [['{ not json', 'translation.badJson'], ['[1, 2]', 'translation.badJson'], ['{"a": 1}', 'translation.badKey'], ['{"bad key": "x"}', 'translation.badKey']] as const) {
      const answer = await upload('fr', content);
      expect(answer.status, content).toBe(400);
      expect(answer.body.error.code).toBe(code);
      expect(fieldsOf(answer.body)).toContain('file');
    }
    const noFile = await call('POST', '/admin/translations/languages/fr/import', admin, {});
    expect(noFile.status).toBe(400);
    expect(fieldsOf(noFile.body)).toContain('file');
    expect((await upload('de', '{}')).status).toBe(404);
    expect((await upload('fr', '{}', 'file', reader)).status).toBe(403);
  });

  it('lists a language’s keys with the English beside them, flags and filters the missing ones, edits one (audited), exports as nested JSON', async () => {
    const french = await keys('fr');
    expect(french.items).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'wallet.title', value: 'Portefeuille', english: 'My wallet' }), expect.objectContaining({ key: 'common.ok', value: null, english: 'OK' })]));
    expect((await keys('fr', '&missing=true')).items.map((r) => r.key)).toEqual(['common.cancel', 'common.ok', 'wallet.withdraw.title']);
    expect((await keys('fr', '&missing=false')).items.map((r) => r.key)).toEqual(['wallet.title']);
    expect((await keys('fr', '&search=withdraw')).items.map((r) => r.key)).toEqual(['wallet.withdraw.title']);
    const languages = await call<{ items: TranslationLanguage[]; keyCount: number }>('GET', '/admin/translations/languages', reader);
    expect(languages.body.keyCount).toBe(4);
    expect(languages.body.items.find((l) => l.code === 'fr')).toMatchObject({ translated: 1, missing: 3 });

    const since = await lastAuditId(server);
    const edited = await call<TranslationKeyRow>('PUT', '/admin/translations/languages/fr/keys', admin, { key: 'common.ok', value: "D'accord" });
    expect(edited.body).toMatchObject({ key: 'common.ok', value: "D'accord", english: 'OK' });
    expect((await auditRowsAfter(server, since)).map((r) => [r.action, r.targetId, r.before, r.after])).toEqual([['translation.value.set', 'fr:common.ok', { value: null }, { value: "D'accord" }]]);
    for (const [body, field] of [[{ key: 'common.ok', value: ' ' }, 'value'], [{ key: 'bad key', value: 'x' }, 'key'], [{ value: 'x' }, 'key']] as const) {
      const answer = await call('PUT', '/admin/translations/languages/fr/keys', admin, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(answer.body)).toContain(field);
    }
    expect((await call('PUT', '/admin/translations/languages/fr/keys', admin, { key: 'no.such.key', value: 'x' })).body.error.code).toBe('translation.keyNotFound');
    expect((await call('PUT', '/admin/translations/languages/de/keys', admin, { key: 'common.ok', value: 'x' })).status).toBe(404);
    expect((await call('PUT', '/admin/translations/languages/fr/keys', reader, { key: 'common.ok', value: 'x' })).status).toBe(403);
    expect((await call('GET', '/admin/translations/languages/de/keys', reader)).status).toBe(404);
    expect((await call('GET', '/admin/translations/languages/fr/keys?missing=maybe', reader)).status).toBe(400);

    const exported = await server.call<Record<string, unknown>>('GET', '/admin/translations/languages/fr/export', { token: reader });
    expect(exported.status).toBe(200);
    expect(exported.body).toEqual({ common: { ok: "D'accord" }, wallet: { title: 'Portefeuille' } });
    // Exported and imported again: nothing changes.
    expect((await upload('fr', JSON.stringify(exported.body))).body).toEqual({ added: 0, changed: 0, unchanged: 2 });
  });
});
