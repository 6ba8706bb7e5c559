import type { AuditSampleContext, Sample } from '../../testing/audit-samples.ts';
import { translationKeys, translationLanguages } from './translation-tables.ts';

/** One valid call per mutating translation route, for the audit-coverage suite. */
export function translationsAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  const db = () => c.server.database.db;
  const key = async () => {
    const name = `audit.sample${c.seq()}`;
    await db().insert(translationKeys).values({ key: name });
    return name;
  };
  // Its own language each time, so the toggle always changes something.
  const language = async (active: boolean) => {
    const code = `q${String.fromCharCode(97 + (c.seq() % 26))}`;
    await db().insert(translationLanguages).values({ code, name: `Sample ${code}`, active }).onConflictDoUpdate({ target: translationLanguages.code, set: { active } });
    return code;
  };
  return {
    'POST /admin/translations/languages/:language/activate': {
      actions: ['translation.language.activate'],
      state: 'update',
      prepare: async () => {
        const code = await language(false);
        return { path: `/admin/translations/languages/${code}/activate`, targetId: code };
      },
    },
    'POST /admin/translations/languages/:language/deactivate': {
      actions: ['translation.language.deactivate'],
      state: 'update',
      prepare: async () => {
        const code = await language(true);
        return { path: `/admin/translations/languages/${code}/deactivate`, targetId: code };
      },
    },
    'PUT /admin/translations/languages/:language/keys': {
      actions: ['translation.value.set'],
      state: 'update',
      prepare: async () => {
        const name = await key();
        return { path: '/admin/translations/languages/fr/keys', body: { key: name, value: 'Bonjour' }, targetId: `fr:${name}` };
      },
    },
    'POST /admin/translations/languages/:language/import': {
      actions: ['translation.import'],
      state: 'create',
      prepare: () => Promise.resolve({ path: '/admin/translations/languages/es/import', multipart: { field: 'file', fileName: 'es.json', content: Buffer.from(JSON.stringify({ audit: { [`k${c.seq()}`]: 'Hola' } })) }, targetId: 'es' }),
    },
  };
}
