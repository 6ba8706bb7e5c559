import openapiTS, { astToString } from 'openapi-typescript';
import { loadConfig } from '@exchange/api/src/platform/config.ts';
import { openPglite } from '@exchange/api/src/platform/db/database.ts';
import { apiPath } from '@exchange/api/src/platform/api-package-root.ts';
import { buildLeadsServer } from '../leads-server.ts';

/** The console's typed view of the leads API, beside the admin API's api-schema.ts. */
export const leadsApiTypesPath = apiPath('..', 'web', 'src', 'app', 'leads-api-schema.ts');

const header = `// Generated from the leads API's OpenAPI document by \`npm run api-types -w apps/leads\`; do not edit.
// A test fails when it no longer matches the routes (apps/leads/src/cli/leads-api-types.test.ts).
`;

/** Builds the leads server on a throwaway embedded database and turns its OpenAPI document into types. */
export async function renderLeadsApiTypes(): Promise<string> {
  const database = await openPglite('memory://');
  try {
    const app = await buildLeadsServer({ db: database.db, config: loadConfig({ LOG_LEVEL: 'silent' }), logger: false });
    try {
      const ast = await openapiTS(JSON.parse(JSON.stringify(app.swagger())), { alphabetize: true });
      return header + astToString(ast);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
