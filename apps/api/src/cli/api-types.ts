import openapiTS, { astToString } from 'openapi-typescript';
import { randomBytes } from 'node:crypto';
import { apiPath } from '../platform/api-package-root.ts';
import { loadConfig } from '../platform/config.ts';
import { openPglite } from '../platform/db/database.ts';
import { buildServer } from '../platform/http/build-server.ts';

/** The console's typed view of the admin API: paths, parameters, bodies and answers. */
export const apiTypesPath = apiPath('..', 'web', 'src', 'app', 'api-schema.ts');

const header = `// Generated from the admin API's OpenAPI document by \`npm run api-types -w apps/api\`; do not edit.
// A test fails when it no longer matches the routes (apps/api/src/cli/api-types.test.ts).
`;

/** Builds the server on a throwaway embedded database and turns its OpenAPI document into types. */
export async function renderApiTypes(): Promise<string> {
  const database = await openPglite('memory://');
  try {
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    const app = await buildServer({ db: database.db, notifications: database.notifications, config, totpKey: randomBytes(32), logger: false, webDist: '/nonexistent' });
    try {
      const document = app.swagger();
      const ast = await openapiTS(JSON.parse(JSON.stringify(document)), { alphabetize: true });
      return header + astToString(ast);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
