import { TRANSLATION_IMPORT_MAX_BYTES } from '@exchange/contract/translations/translation-rules';
import {
  languageParamsSchema,
  listTranslationKeysQuerySchema,
  setTranslationValueSchema,
  translationExportSchema,
  translationImportResultSchema,
  translationKeyListSchema,
  translationKeyRowSchema,
  translationLanguageListSchema,
  translationLanguageSchema,
} from '@exchange/contract/translations/translations';
import type { MultipartFile } from '@fastify/multipart';
import type { Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { badField, fieldError } from '../../platform/errors.ts';
import { importLanguage, setLanguageActive, setTranslationValue } from './translation-commands.ts';
import { exportLanguage, listLanguages, listTranslationKeys } from './translation-queries.ts';

const tags = ['translations'];
const params = languageParamsSchema;
const read = { access: 'translations.read' } as const;
const manage = { access: 'translations.manage' } as const;

/** The uploaded file's bytes: one multipart field, "file", of at most 2 MB. */
async function readUpload(file: MultipartFile | undefined): Promise<Buffer> {
  if (!file) throw badField('file', 'translation.fileRequired', 'is required: send the JSON file as the multipart field "file"');
  if (file.fieldname !== 'file') throw badField(file.fieldname, 'validation.unknownField', 'is not a field of this call: send the file as "file"');
  try {
    const content = await file.toBuffer();
    if (file.file.truncated) throw fieldError(413, 'file', 'validation.tooLarge', `must be at most ${TRANSLATION_IMPORT_MAX_BYTES} bytes`, { max: TRANSLATION_IMPORT_MAX_BYTES });
    return content;
  } catch (err) {
    if (err instanceof Error && 'code' in err && err.code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(413, 'file', 'validation.tooLarge', `must be at most ${TRANSLATION_IMPORT_MAX_BYTES} bytes`, { max: TRANSLATION_IMPORT_MAX_BYTES });
    throw err;
  }
}

/** Translation: the customer app's languages (switched on and off) and its texts per language, imported and exported as JSON. */
export function registerTranslationRoutes(app: ApiApp, db: Db) {
  app.get('/admin/translations/languages', { config: read, schema: { tags, response: { 200: translationLanguageListSchema } } },
    () => listLanguages(db));
  for (const [step, active] of [['activate', true], ['deactivate', false]] as const) {
    app.post(`/admin/translations/languages/:language/${step}`, { config: manage, schema: { tags, params, response: { 200: translationLanguageSchema } } },
      (request) => setLanguageActive(db, request.params.language, active, actorOf(request)));
  }
  app.get('/admin/translations/languages/:language/keys', { config: read, schema: { tags, params, querystring: listTranslationKeysQuerySchema, response: { 200: translationKeyListSchema } } },
    (request) => listTranslationKeys(db, request.params.language, request.query));
  app.put('/admin/translations/languages/:language/keys', { config: manage, schema: { tags, params, body: setTranslationValueSchema, response: { 200: translationKeyRowSchema } } },
    (request) => setTranslationValue(db, request.params.language, request.body.key, request.body.value, actorOf(request)));
  // multipart/form-data with one field, "file": a JSON object of texts, flat or nested.
  app.post('/admin/translations/languages/:language/import', {
    config: { ...manage, errors: [413] },
    schema: { tags, params, consumes: ['multipart/form-data'], response: { 200: translationImportResultSchema } },
  }, async (request) => {
    const content = await readUpload(request.isMultipart() ? await request.file({ limits: { fileSize: TRANSLATION_IMPORT_MAX_BYTES } }) : undefined);
    return importLanguage(db, request.params.language, content, actorOf(request));
  });
  app.get('/admin/translations/languages/:language/export', { config: read, schema: { tags, params, response: { 200: translationExportSchema } } },
    async (request, reply) => {
      const tree = await exportLanguage(db, request.params.language);
      void reply.header('content-disposition', `attachment; filename="${request.params.language}.json"`);
      return tree;
    });
}
